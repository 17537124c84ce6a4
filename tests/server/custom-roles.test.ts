import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../server/auth/sessions'
import { roles, users } from '../../server/auth/schema'
import { alwaysOpen, canOpen } from '../../src/contract/permissions'
import { grantableScreens } from '../../src/contract/roles'
import { demoOrgId, idsOf } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import type { Endpoint } from './endpoint-kit'
import { endpoints } from './endpoints'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'

/**
 * The shared permissions suite over custom roles (docs/accounts.md#roles-as-data): every endpoint of the shared table
 * (tests/server/endpoints.ts) under a role that views every screen and one that opens none. Reads (GET) pass for the
 * first, every write (create, update, status, bulk, import) is refused with the permission message; the second is
 * refused everything but the screens every role opens (the dashboard, the person's own account).
 */
let t: TestContext
let kesar: OrgIds
const tokens = { viewer: '', none: '' }
const refused = { status: 403, body: { status: false, message: 'You do not have permission to do this.' } }

beforeAll(async () => {
  t = await makeTestContext()
  kesar = await idsOf(t.db, demoOrgId)
  await t.db.insert(roles).values([
    { orgId: demoOrgId, key: 'r-viewer', name: 'Looks only', grants: Object.fromEntries(grantableScreens.map((path) => [path, 'view' as const])) },
    { orgId: demoOrgId, key: 'r-none', name: 'Nothing', grants: {} },
  ])
  for (const [who, role] of [
    ['viewer', 'r-viewer'],
    ['none', 'r-none'],
  ] as const) {
    const [user] = await t.db
      .insert(users)
      .values({
        orgId: demoOrgId,
        firstName: who,
        lastName: 'Test',
        email: `${who}@kesar.example`,
        phone: '+919800000001',
        passwordHash: 'x',
        role,
        city: 'hyd',
      })
      .returning({ id: users.id })
    if (!user) throw new Error('no user')
    tokens[who] = await createSession(t.db, { id: user.id, orgId: demoOrgId }, 1)
  }
})
afterAll(async () => {
  await t.close()
})

let calls = 0
const call = async (endpoint: Endpoint, token: string) => {
  const { method, path, body } = await endpoint.call({ t, ids: kesar, unique: `CR${Date.now().toString(36)}${(calls += 1)}`.toUpperCase() })
  return { method, result: await request(t.app, method, path, body, { token }) }
}
const openToAll = (endpoint: Endpoint) => endpoint.areas.some((area) => canOpen(alwaysOpen, area))

describe.each(Object.entries(endpoints))('%s', (_name, endpoint) => {
  it('a view-only role reads it and may not change anything through it', async () => {
    const { method, result } = await call(endpoint, tokens.viewer)
    if (method === 'GET' || openToAll(endpoint)) expect({ status: result.status, ok: result.body.status }).toEqual({ status: 200, ok: true })
    else expect({ status: result.status, body: result.body }).toEqual(refused)
  })

  it('a role with no screens is refused unless every role opens the screen', async () => {
    const { result } = await call(endpoint, tokens.none)
    if (openToAll(endpoint)) expect(result.status).toBeLessThan(300)
    else expect({ status: result.status, body: result.body }).toEqual(refused)
  })
})

describe('the permissions of a custom role', () => {
  it('get_urls answers the screens it opens and what it may do on each', async () => {
    const res = await request(t.app, 'GET', '/api/accounts/get_urls', undefined, { token: tokens.viewer })
    expect(res.body.permissions).toEqual([...alwaysOpen, ...grantableScreens])
    expect(res.body.grants).toMatchObject({ '/inventory': 'view', '/dashboard': 'change', '/accounts': 'change' })
    const none = await request(t.app, 'GET', '/api/accounts/get_urls', undefined, { token: tokens.none })
    expect(none.body.permissions).toEqual(alwaysOpen)
  })

  it('get_erp_user answers the role with its name and grants', async () => {
    const res = await request(t.app, 'GET', '/api/my_accounts/get_erp_user', undefined, { token: tokens.viewer })
    expect(res.body.data).toMatchObject({ role: { key: 'r-viewer', name: 'Looks only', builtin: false, grants: { '/inventory': 'view' } } })
  })

  it('a bulk export only reads: a view-only role may export the rows it sees', async () => {
    const res = await request(t.app, 'POST', '/api/bulk/promo-codes/export', { ids: [kesar.promoCodeId] }, { token: tokens.viewer })
    expect(res.status).toBe(200)
  })
})
