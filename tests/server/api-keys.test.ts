import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys } from '../../server/areas/api-keys/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, idsOf, promoBody, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let owner: string
let kesar: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  kesar = await idsOf(t.db, demoOrgId)
})
afterAll(() => t.close())

let made = 0
/** A new key of the owner's organisation; answers the create's body. */
async function newKey(body: Record<string, unknown> = {}) {
  made += 1
  const answer = await t.post('/api/api-keys', { name: `Script ${made}`, role: 'marketing', ...body }, { token: owner })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.data as { id: string; name: string; secret: string; hint: string; state: string }
}

describe('API keys', () => {
  it('are made by the owner, the secret answered once and kept only as its hash', async () => {
    const key = await newKey()
    expect(key.secret).toMatch(/^bok_[A-Za-z0-9_-]{43}$/)
    expect(key).toMatchObject({ state: 'active', hint: key.secret.slice(0, 10) })
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(Object.values(row!)).not.toContain(key.secret)
    const list = await t.get(`/api/api-keys?search=${encodeURIComponent(key.name)}`, { token: owner })
    expect(list.status).toBe(200)
    expect(list.body.data).toEqual([expect.objectContaining({ id: key.id, name: key.name, role: 'marketing', role_name: 'Marketing' })])
    expect(JSON.stringify(list.body)).not.toContain(key.secret)
  })

  it('are the owner’s: a manager may neither list nor make them', async () => {
    const manager = await signInAs(t, 'manager')
    expect((await t.get('/api/api-keys', { token: manager })).status).toBe(403)
    expect((await t.post('/api/api-keys', { name: 'Mine', role: 'manager' }, { token: manager })).status).toBe(403)
  })

  it('take a role of the organisation and an expiry in the future', async () => {
    const unknown = await t.post('/api/api-keys', { name: 'Bad', role: 'no-such-role' }, { token: owner })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ role: ['This role does not exist in your organisation'] })
    const past = await t.post('/api/api-keys', { name: 'Old', role: 'marketing', expires_at: '2020-01-01T00:00:00.000Z' }, { token: owner })
    expect(past.status).toBe(400)
    expect(past.body.errors).toEqual({ expires_at: ['The expiry must be in the future'] })
    const empty = await t.post('/api/api-keys', { name: '', role: 'marketing' }, { token: owner })
    expect(empty.body.errors).toMatchObject({ name: ['Please enter a name for the key'] })
  })

  it("sign in on the same routes with the role's permissions, and remember when and from where", async () => {
    const key = await newKey()
    const list = await t.get('/api/promocode/get_promo_codes', { token: key.secret, ip: '203.0.113.7' })
    expect(list.status).toBe(200)
    const money = await t.get('/api/financials/wallets', { token: key.secret })
    expect(money.body).toEqual({ status: false, message: 'You do not have permission to do this.' })
    expect(money.status).toBe(403)
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(row!.last_used_ip).toBe('203.0.113.7')
    expect(row!.last_used_at).toBeInstanceOf(Date)
  })

  it('write in the history as "API key <name>"', async () => {
    const key = await newKey({ name: 'Storefront sync' })
    const created = await t.post('/api/promocode/create', promoBody(kesar.brandId, { code: 'APIKEY1' }), { token: key.secret })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.data as { promo_code_id: string }).promo_code_id
    const [entry] = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.record_id, id)))
    expect(entry).toMatchObject({ actor_name: 'API key Storefront sync', actor_role: 'marketing', actor_id: key.id, action: 'created' })
    const history = await t.get(`/api/history/promo_code/${id}`, { token: owner })
    expect(history.body.data).toEqual([expect.objectContaining({ actor_name: 'API key Storefront sync' })])
  })

  it('stop at once when revoked or expired', async () => {
    const key = await newKey()
    expect((await t.post(`/api/api-keys/${key.id}/revoke`, {}, { token: owner })).body).toMatchObject({ status: true, data: { state: 'revoked' } })
    expect((await t.get('/api/promocode/get_promo_codes', { token: key.secret })).status).toBe(401)
    expect((await t.post(`/api/api-keys/${key.id}/revoke`, {}, { token: owner })).status).toBe(409)
    const later = await newKey({ expires_at: '2099-01-01T00:00:00.000Z' })
    expect((await t.get('/api/promocode/get_promo_codes', { token: later.secret })).status).toBe(200)
    await t.db
      .update(apiKeys)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, later.id))
    expect((await t.get('/api/promocode/get_promo_codes', { token: later.secret })).status).toBe(401)
    const listed = await t.get(`/api/api-keys?state=expired`, { token: owner })
    expect((listed.body.data as { id: string }[]).map((row) => row.id)).toContain(later.id)
  })

  it('each have their own limit per minute', async () => {
    const key = await newKey({ rate_limit_per_minute: 3 })
    const other = await newKey()
    for (let i = 0; i < 3; i += 1) expect((await t.get('/api/promocode/get_promo_codes?page_size=1', { token: key.secret })).status).toBe(200)
    const over = await t.get('/api/promocode/get_promo_codes?page_size=1', { token: key.secret })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await t.get('/api/promocode/get_promo_codes?page_size=1', { token: other.secret })).status).toBe(200)
  })

  it("never reach a person's own account or the keys", async () => {
    const key = await newKey({ role: 'owner' })
    for (const [method, path] of [
      ['GET', '/api/my_accounts/get_erp_user'],
      ['GET', '/api/accounts/sessions'],
      ['POST', '/api/accounts/logout'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
    ] as const) {
      const answer = method === 'GET' ? await t.get(path, { token: key.secret }) : await t.post(path, { name: 'x', role: 'owner' }, { token: key.secret })
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 403,
        body: { status: false, message: 'An API key cannot call this path. Sign in as a person to do this.' },
      })
    }
    // The organisation's roles are the organisation's: a key with the Roles screen reads them.
    expect((await t.get('/api/accounts/roles', { token: key.secret })).status).toBe(200)
  })
})
