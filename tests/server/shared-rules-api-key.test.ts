import { and, eq, gt, max } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canOpen, pathsForRole, roles } from '../../src/contract/permissions'
import type { Role } from '../../src/contract/permissions'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { endpoints } from './endpoints'
import type { CallContext, Endpoint } from './endpoint-kit'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'

/**
 * The shared server rules (shared-rules.test.ts) with an API key as the caller: one key per role of the organisation,
 * each answered as a person of that role would be, but for a person's own account and the keys themselves, which no
 * key may call (docs/integrations.md). A write through a key names the key in the history.
 */
let t: TestContext
let kesar: OrgIds
let lotus: OrgIds
const keys = {} as Record<Role, { id: string; secret: string }>
beforeAll(async () => {
  t = await makeTestContext()
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
  const owner = await signInAs(t, 'owner')
  for (const role of roles) {
    const made = await t.post('/api/api-keys', { name: `Rules ${role}`, role, rate_limit_per_minute: 6000 }, { token: owner })
    keys[role] = made.body.data as { id: string; secret: string }
  }
})
afterAll(() => t.close())

let calls = 0
const unique = () => `K${Date.now().toString(36)}${(calls += 1)}`.toUpperCase()
const call = async (endpoint: Endpoint, secret: string, overrides: Partial<CallContext> = {}) => {
  const { method, path, body } = await endpoint.call({ t, ids: kesar, unique: unique(), ...overrides })
  return request(t.app, method, path, body, { token: secret })
}
const personal = (path: string) =>
  (path.startsWith('/api/accounts/') && !path.startsWith('/api/accounts/roles')) || path.startsWith('/api/my_accounts/') || path.startsWith('/api/api-keys')
const allows = (endpoint: Endpoint, role: Role) => endpoint.areas.some((area) => canOpen(pathsForRole(role), area))
const success = (endpoint: Endpoint) => (endpoint.kind === 'create' ? 201 : 200)
const lastEntry = async () =>
  (
    await t.db
      .select({ value: max(historyEntries.seq) })
      .from(historyEntries)
      .where(eq(historyEntries.org_id, demoOrgId))
  )[0]?.value ?? 0

const rows = Object.entries(endpoints)

describe.each(rows)('%s with an API key', (name, endpoint) => {
  it("403 for every role's key the role map does not allow, success for every one it does", async () => {
    const path = name.split(' ')[1] ?? ''
    for (const role of roles) {
      const res = await call(endpoint, keys[role].secret)
      if (personal(path))
        expect({ role, status: res.status, body: res.body }).toEqual({
          role,
          status: 403,
          body: { status: false, message: 'An API key cannot call this path. Sign in as a person to do this.' },
        })
      else if (allows(endpoint, role)) {
        expect({ role, status: res.status, body: res.body }).toMatchObject({ role, status: success(endpoint), body: { status: true } })
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

describe.each(rows.filter(([, endpoint]) => ['detail', 'update', 'status'].includes(endpoint.kind)))("%s: another organisation's id", (_name, endpoint) => {
  it("answers 404 to the owner's key", async () => {
    const res = await call(endpoint, keys.owner.secret, { ids: lotus })
    expect(res.status).toBe(404)
  })
})

describe.each(rows.filter(([, endpoint]) => endpoint.history))('%s: its history', (_name, endpoint) => {
  it('names the key, its role and what changed', async () => {
    const role = roles.find((name) => name !== 'owner' && allows(endpoint, name)) ?? 'owner'
    const since = await lastEntry()
    expect((await call(endpoint, keys[role].secret)).status).toBe(success(endpoint))
    const entries = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), gt(historyEntries.seq, since)))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actor_id: keys[role].id, actor_name: `API key Rules ${role}`, actor_role: role, record_type: endpoint.history?.type })
  })
})

describe('a revoked key', () => {
  it('is 401 on every route, as an ended session', async () => {
    const owner = await signInAs(t, 'owner')
    const made = await t.post('/api/api-keys', { name: 'Short lived', role: 'owner' }, { token: owner })
    const key = made.body.data as { id: string; secret: string }
    await t.post(`/api/api-keys/${key.id}/revoke`, {}, { token: owner })
    for (const [, endpoint] of rows) expect((await call(endpoint, key.secret)).status).toBe(401)
  })
})
