import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { grantsOf } from '../../server/auth/roles'
import { roles, users } from '../../server/auth/schema'
import { createSession } from '../../server/auth/sessions'
import { eventsChannel } from '../../server/kit/events'
import { hearsChanges, orgChanged } from '../../server/kit/org-changes'
import { historyEntries } from '../../server/kit/schema'
import { rolePaths } from '../../src/contract/roles'
import type { RoleRecord } from '../../src/contract/roles'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { ApiResult, TestContext } from './helpers'

/** Roles as data (docs/accounts.md#roles-as-data): the API, its guards, and the role map's cache on the request path. */
let t: TestContext
let owner: string
let manager: string
let support: string
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  manager = await signInAs(t, 'manager')
  support = await signInAs(t, 'support')
})
afterAll(async () => {
  await t.close()
})

const list = async (token = owner) => (await t.get(`${rolePaths.list}?page_size=100`, { token })).body.data as RoleRecord[]
const byKey = async (key: string) => (await list()).find((role) => role.key === key) as RoleRecord
const remove = async (id: string, token = owner): Promise<ApiResult> => {
  const { request } = await import('./helpers')
  return request(t.app, 'DELETE', rolePaths.one(id), undefined, { token })
}
const permissions = async (token: string) => (await t.get('/api/accounts/get_urls', { token })).body

describe('the roles of an organisation', () => {
  it('are the eight defaults in order, then its own; each with the people who have it', async () => {
    const rows = await list()
    expect(rows.filter((role) => role.builtin).map((role) => role.key)).toEqual([
      'owner',
      'manager',
      'catalogue',
      'marketing',
      'support',
      'finance',
      'surveyor',
      'dispatcher',
    ])
    expect(await byKey('r-storelead')).toMatchObject({
      name: 'Store lead',
      builtin: false,
      members: 0,
      grants: { '/inventory': 'change', '/bookings-all': 'change' },
    })
    expect(await byKey('dispatcher')).toMatchObject({ name: 'Dispatcher', members: 2 })
    // Searched, filtered by kind, and as CSV like every list.
    const custom = await t.get(`${rolePaths.list}?kind=custom&search=store`, { token: owner })
    expect((custom.body.data as RoleRecord[]).map((role) => role.name)).toEqual(['Store lead'])
    const csv = await t.get(`${rolePaths.list}?format=csv&ordering=-members`, { token: owner })
    expect(csv.text.split('\n')[0]).toContain('Name')
    expect(csv.text).toContain('Store lead,Custom,0,/dashboard: change; /inbox: change; /accounts: change; /inventory: change; /bookings-all: change')
    // Every member may read them (the Team screen's pickers); names in the reader's language.
    const hindi = await t.get(rolePaths.list, { token: support, headers: { 'Accept-Language': 'hi' } })
    expect(hindi.status).toBe(200)
    expect((hindi.body.data as RoleRecord[])[0]?.name).toBe('मालिक')
  })

  it('the default roles keep what they opened before roles were data: support only views bookings', async () => {
    expect((await permissions(support)).grants).toEqual({
      '/dashboard': 'change',
      '/inbox': 'change',
      '/accounts': 'change',
      '/subscribers': 'change',
      '/complaints': 'change',
      '/bookings-all': 'view',
    })
    const cancel = await t.post('/api/bulk/bookings/cancel', { ids: ['00000000-0000-4000-8000-000000000000'] }, { token: support })
    expect(cancel.status).toBe(403)
  })
})

describe('creating, editing and deleting a role', () => {
  it('the owner creates a role, it is in the history, and a name is not used twice', async () => {
    const res = await t.post(rolePaths.list, { name: 'Night desk', grants: { '/complaints': 'view', '/bookings-all': 'change' } }, { token: owner })
    expect(res.status).toBe(201)
    const role = res.body.data as RoleRecord
    expect(role).toMatchObject({ key: expect.stringMatching(/^r-[0-9a-f]{10}$/), builtin: false, members: 0 })
    expect(role.grants).toEqual({ '/dashboard': 'change', '/inbox': 'change', '/accounts': 'change', '/complaints': 'view', '/bookings-all': 'change' })
    const [entry] = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.record_type, 'role'), eq(historyEntries.record_id, role.id)))
    expect(entry).toMatchObject({ action: 'created', actor_role: 'owner' })
    const again = await t.post(rolePaths.list, { name: 'night DESK', grants: {} }, { token: owner })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ errors: { name: ['Another role already has this name.'] } })
  })

  it('refuses a screen that does not exist and a grant that is neither view nor change', async () => {
    expect((await t.post(rolePaths.list, { name: 'Bad', grants: { '/nowhere': 'view' } }, { token: owner })).status).toBe(400)
    expect((await t.post(rolePaths.list, { name: 'Bad', grants: { '/feeds': 'admin' } }, { token: owner })).status).toBe(400)
  })

  it('only who opens the Roles screen may change roles', async () => {
    const store = await byKey('r-storelead')
    expect((await t.post(rolePaths.list, { name: 'Mine', grants: {} }, { token: manager })).status).toBe(403)
    expect((await t.put(rolePaths.one(store.id), { grants: {}, updated_at: store.updated_at }, { token: manager })).status).toBe(403)
  })

  it('the owner role is fixed, a default role keeps its name, and a stale edit gets 409', async () => {
    const ownerRole = await byKey('owner')
    const fixed = await t.put(rolePaths.one(ownerRole.id), { grants: {}, updated_at: ownerRole.updated_at }, { token: owner })
    expect(fixed).toMatchObject({ status: 403, body: { message: 'The owner role always opens everything; it cannot be changed or deleted.' } })
    const finance = await byKey('finance')
    const renamed = await t.put(rolePaths.one(finance.id), { name: 'Money', grants: finance.grants, updated_at: finance.updated_at }, { token: owner })
    expect(renamed.status).toBe(400)
    const stale = await t.put(rolePaths.one(finance.id), { grants: {}, updated_at: '2020-01-01T00:00:00.000Z' }, { token: owner })
    expect(stale).toMatchObject({ status: 409, body: { current: { id: finance.id } } })
  })

  it('an edit reaches the people of the role on their next request', async () => {
    const role = await byKey('support')
    expect((await t.get('/api/subscribers/get_erp_subscribers', { token: support })).status).toBe(200)
    const grants = { ...role.grants, '/subscribers': undefined, '/complaints': 'view' }
    const res = await t.put(rolePaths.one(role.id), { grants: JSON.parse(JSON.stringify(grants)), updated_at: role.updated_at }, { token: owner })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ require_totp: false })
    expect((await t.get('/api/subscribers/get_erp_subscribers', { token: support })).status).toBe(403)
    expect((await t.get('/api/brand_complaints/get_complaints', { token: support })).status).toBe(200)
    expect((await t.post('/api/brand_complaints/create_complaint', {}, { token: support })).status).toBe(403)
    expect((await permissions(support)).permissions).toEqual(['/dashboard', '/inbox', '/accounts', '/complaints', '/bookings-all'])
  })

  it('may ask its people to sign in with an authenticator app; get_erp_user says so', async () => {
    const role = await byKey('marketing')
    const res = await t.put(rolePaths.one(role.id), { grants: role.grants, require_totp: true, updated_at: role.updated_at }, { token: owner })
    expect(res.body.data).toMatchObject({ require_totp: true })
    const marketing = await signInAs(t, 'marketing')
    expect((await t.get('/api/my_accounts/get_erp_user', { token: marketing })).body.data).toMatchObject({ role: { key: 'marketing', require_totp: true } })
    const [entry] = await t.db.select().from(historyEntries).where(eq(historyEntries.record_id, role.id))
    expect(entry?.changes).toEqual([expect.objectContaining({ field: 'require_totp', before: false, after: true })])
  })

  it('a role given to somebody is not deleted; a custom one nobody has is; a default one never', async () => {
    const store = await byKey('r-storelead')
    await t.db.update(users).set({ role: 'r-storelead' }).where(eq(users.email, 'surveyor@kesar.example'))
    const inUse = await remove(store.id)
    expect(inUse).toMatchObject({ status: 409, body: { message: 'This role is given to 1 people. Give them another role before deleting it.' } })
    await t.db.update(users).set({ role: 'surveyor' }).where(eq(users.email, 'surveyor@kesar.example'))
    expect((await remove(store.id)).status).toBe(200)
    expect(await byKey('r-storelead')).toBeUndefined()
    expect((await remove((await byKey('catalogue')).id)).status).toBe(400)
    expect((await remove((await byKey('owner')).id)).status).toBe(403)
  })
})

describe('nobody gives a role more than they have', () => {
  it('a person whose role may edit roles makes and edits roles only within their own grants', async () => {
    await t.db
      .insert(roles)
      .values({ orgId: demoOrgId, key: 'r-lead', name: 'Roles lead', grants: { '/roles': 'change', '/inventory': 'view', '/feeds': 'change' } })
    // Made here outside the app's writes (which record history): heard as a change, as a recorded one would be.
    orgChanged(demoOrgId)
    const [lead] = await t.db
      .insert(users)
      .values({
        orgId: demoOrgId,
        firstName: 'Lead',
        lastName: 'Test',
        email: 'lead@kesar.example',
        phone: '+919800000002',
        passwordHash: 'x',
        role: 'r-lead',
        city: 'hyd',
      })
      .returning({ id: users.id })
    const token = await createSession(t.db, { id: lead?.id ?? '', orgId: demoOrgId }, 1)
    const above = await t.post(rolePaths.list, { name: 'Stock keeper', grants: { '/inventory': 'change' } }, { token })
    expect(above).toMatchObject({ status: 403, body: { message: 'You cannot give a role more than you have yourself.' } })
    expect((await t.post(rolePaths.list, { name: 'Stock viewer', grants: { '/inventory': 'view', '/feeds': 'change' } }, { token })).status).toBe(201)
    const manager = await byKey('manager')
    expect((await t.put(rolePaths.one(manager.id), { grants: { '/feeds': 'view' }, updated_at: manager.updated_at }, { token })).status).toBe(403)
  })
})

describe('the role map on the request path', () => {
  it('reads it with no query while nothing of the organisation changed, and sees an edit made by another process once its commit is heard', async () => {
    await grantsOf(t.db, lotusOrgId, 'owner')
    // Heard: the changes' channel is up (server/kit/org-changes.ts), so the map read next is trusted.
    await expect.poll(() => hearsChanges(t.db)).toBe(true)
    orgChanged(lotusOrgId)
    const session = (t.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session
    const prepare = vi.spyOn(session, 'prepareQuery')
    try {
      // After a change, one query (the map's digest); then none while nothing changes.
      expect(await grantsOf(t.db, lotusOrgId, 'catalogue')).toMatchObject({ '/inventory': 'change' })
      expect(await grantsOf(t.db, lotusOrgId, 'catalogue')).toMatchObject({ '/inventory': 'change' })
      expect(prepare).toHaveBeenCalledTimes(1)
    } finally {
      prepare.mockRestore()
    }
    // Another API process's edit: the row changes under this process's cache, and its commit tells every process.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update roles set grants = '{"/inventory": "view"}', updated_at = now() where org_id = ${lotusOrgId} and key = 'catalogue'`)
      // What the other process's history writer sends on commit (an import's word, here: any change notice will do).
      await tx.execute(sql`select pg_notify(${eventsChannel}, ${JSON.stringify({ org: lotusOrgId, listsChanged: 0 })})`)
    })
    const edited = { '/dashboard': 'change', '/inbox': 'change', '/accounts': 'change', '/inventory': 'view' }
    await expect.poll(() => grantsOf(t.db, lotusOrgId, 'catalogue')).toEqual(edited)
    expect(await grantsOf(t.db, lotusOrgId, 'r-unknown')).toBeNull()
  })

  it('an organisation from before roles were data gets its defaults on first use, and a new screen reaches its default roles', async () => {
    // Changes outside the app (an older release's organisation, a deploy's new screen), each heard as a change.
    await t.db.delete(roles).where(eq(roles.orgId, lotusOrgId))
    orgChanged(lotusOrgId)
    expect(await grantsOf(t.db, lotusOrgId, 'support')).toMatchObject({ '/bookings-all': 'view' })
    // As if /activity were a screen added since: missing from the owner's stored grants and from the manager's.
    await t.db.execute(sql`update roles set grants = grants - '/activity', updated_at = now() where org_id = ${lotusOrgId} and key in ('owner', 'manager')`)
    orgChanged(lotusOrgId)
    expect(await grantsOf(t.db, lotusOrgId, 'manager')).toMatchObject({ '/activity': 'change' })
  })
})
