import { and, count, eq, gt, max } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canOpen, pathsForRole, roles } from '../../src/contract/permissions'
import type { Role } from '../../src/contract/permissions'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { endpoints } from './endpoints'
import { staleVersion } from './endpoint-kit'
import type { Call, CallContext, Endpoint, Kind } from './endpoint-kit'
import { makeTestContext, request } from './helpers'
import { users } from '../../server/auth/schema'
import { historyEntries } from '../../server/kit/schema'
import type { ApiResult, TestContext } from './helpers'

let t: TestContext
let kesar: OrgIds
let lotus: OrgIds
const tokens = {} as Record<Role, string>
const people = {} as Record<Role, string>
beforeAll(async () => {
  t = await makeTestContext()
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
  for (const role of roles) tokens[role] = await signInAs(t, role)
  const members = await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.orgId, demoOrgId))
  for (const { id, role } of members) people[role as Role] = id
})
afterAll(async () => {
  await t.close()
})

let calls = 0
/** Letters and digits only, so it fits a promo code and a SKU. */
const unique = () => `${Date.now().toString(36)}${(calls += 1)}`.toUpperCase()
const context = (overrides: Partial<CallContext> = {}): CallContext => ({ t, ids: kesar, unique: unique(), ...overrides })
const send = ({ method, path, body }: Call, token?: string, headers?: Record<string, string>): Promise<ApiResult> =>
  request(t.app, method, path, body, { token, headers })
const call = async (endpoint: Endpoint, token?: string, overrides?: Partial<CallContext>, headers?: Record<string, string>) =>
  send(await endpoint.call(context(overrides)), token, headers)

const rows = Object.entries(endpoints)
const ofKind = (...kinds: Kind[]) => rows.filter(([, endpoint]) => kinds.includes(endpoint.kind))
const allows = (endpoint: Endpoint, role: Role) => endpoint.areas.some((area) => canOpen(pathsForRole(role), area))
const success = (endpoint: Endpoint) => (endpoint.kind === 'create' ? 201 : 200)
const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`

describe.each(rows)('%s', (_name, endpoint) => {
  it('401 without a token', async () => {
    const res = await call(endpoint)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ status: false, message: 'Your session has expired. Please log in again.' })
  })

  it('403 for every role the role map does not allow, success for every role it does', async () => {
    for (const role of roles) {
      const res = await call(endpoint, tokens[role])
      if (allows(endpoint, role)) {
        expect({ role, status: res.status, body: res.body }).toMatchObject({ role, status: success(endpoint), body: { status: true } })
        // A write answers the record as saved (the contract's saved response), so the app needs no refetch.
        if (endpoint.saved) expect(v.safeParse(endpoint.saved, res.body).issues).toBeUndefined()
      } else
        expect({ role, status: res.status, body: res.body }).toEqual({
          role,
          status: 403,
          body: { status: false, message: 'You do not have permission to do this.' },
        })
    }
  })
})

describe.each(ofKind('detail', 'update', 'status'))("%s: another organisation's id", (_name, endpoint) => {
  it('answers 404 to the owner of another organisation', async () => {
    const res = await call(endpoint, tokens.owner, { ids: lotus })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ status: false, message: expect.stringMatching(/not found/) })
  })
})

describe.each(ofKind('create'))('%s: a retried create', (_name, endpoint) => {
  it('with one Idempotency-Key makes one record and answers the same', async () => {
    const table = endpoint.table
    if (!table) throw new Error('a create row names its table')
    const records = async () => (await t.db.select({ value: count() }).from(table).where(eq(table.org_id, demoOrgId)))[0]?.value ?? 0
    const before = await records()
    const trail = await lastEntry()
    const headers = { 'Idempotency-Key': `shared-rules-${unique()}` }
    // A retry resends the very request: a body made again (with a new date, say) is another request (422).
    const same = await endpoint.call(context())
    const first = await send(same, tokens.owner, headers)
    const retry = await send(same, tokens.owner, headers)
    expect(first.status).toBe(201)
    expect(retry.status).toBe(201)
    expect(retry.body).toEqual(first.body)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await records()).toBe(before + 1)
    expect(await entriesSince(trail)).toEqual([expect.objectContaining({ idempotency_key: headers['Idempotency-Key'] })])
  })
})

describe.each(ofKind('update'))('%s: a stale update', (_name, endpoint) => {
  it(`answers 409 with the current record (updated_at ${staleVersion})`, async () => {
    const res = await call(endpoint, tokens.owner, { stale: true })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ status: false, current: { updated_at: expect.any(String) } })
    expect((res.body.current as { updated_at: string }).updated_at).not.toBe(staleVersion)
  })
})

describe.each(ofKind('list'))('%s: page_size', (_name, endpoint) => {
  it.each(['0', '101', 'x'])('400 for page_size=%s', async (size) => {
    const { path } = await endpoint.call(context())
    const res = await send({ method: 'GET', path: withQuery(path, `page_size=${size}`) }, tokens.owner)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, errors: { page_size: [expect.any(String)] } })
  })
})

/** Every organisation's newest history entry number, to read what a call added after it. */
const lastEntry = async () =>
  (
    await t.db
      .select({ value: max(historyEntries.seq) })
      .from(historyEntries)
      .where(eq(historyEntries.org_id, demoOrgId))
  )[0]?.value ?? 0
const entryCount = async () => (await t.db.select({ value: count() }).from(historyEntries))[0]?.value ?? 0
const entriesSince = (seq: number) =>
  t.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, demoOrgId), gt(historyEntries.seq, seq)))
/** The body of `call` that the contract refuses: the row's own, else an empty one of the same kind. */
const refusedBody = (endpoint: Endpoint, { body }: Call) => endpoint.invalid ?? (body instanceof FormData ? new FormData() : {})

describe.each(ofKind('create', 'update', 'status'))('%s: its history', (_name, endpoint) => {
  const allowed = roles.filter((role) => allows(endpoint, role))
  // Someone other than the owner where the row allows it, so the role recorded is the caller's own.
  const role = allowed.find((name) => name !== 'owner') ?? 'owner'
  const refused = roles.find((name) => !allows(endpoint, name))

  it('a success leaves exactly one entry, naming the caller, their role and what changed', async () => {
    expect(endpoint.history, 'a write row names its history').toBeDefined()
    const since = await lastEntry()
    const res = await call(endpoint, tokens[role])
    expect(res.status).toBe(success(endpoint))
    const entries = await entriesSince(since)
    expect(entries).toHaveLength(1)
    const [entry] = entries
    expect(entry).toMatchObject({ record_type: endpoint.history?.type, action: endpoint.history?.action, actor_id: people[role], actor_role: role })
    expect(entry?.changes.length).toBeGreaterThan(0)
  })

  it('a refused call leaves none: a body the contract refuses, a role the map refuses, another organisation, a stale version', async () => {
    const before = await entryCount()
    const request = await endpoint.call(context())
    expect((await send({ ...request, body: refusedBody(endpoint, request) }, tokens.owner)).status).toBe(400)
    if (refused) expect((await call(endpoint, tokens[refused])).status).toBe(403)
    if (endpoint.kind !== 'create') expect((await call(endpoint, tokens.owner, { ids: lotus })).status).toBe(404)
    if (endpoint.kind === 'update') expect((await call(endpoint, tokens.owner, { stale: true })).status).toBe(409)
    expect(await entryCount()).toBe(before)
  })
})

describe.each(ofKind('bulk'))('%s: a bulk action', (_name, endpoint) => {
  it("reports another organisation's ids as rows not found, and changes nothing of theirs", async () => {
    const res = await call(endpoint, tokens.owner, { ids: lotus })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, done: 0, failed: [{ id: expect.any(String), message: expect.stringMatching(/not found/) }] })
  })

  it('with one Idempotency-Key answers once: a retry gets the first answer', async () => {
    const headers = { 'Idempotency-Key': `shared-rules-${unique()}` }
    const same = await endpoint.call(context())
    const first = await send(same, tokens.owner, headers)
    const retry = await send(same, tokens.owner, headers)
    expect(first.status).toBe(200)
    expect(retry.body).toEqual(first.body)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
  })
})
