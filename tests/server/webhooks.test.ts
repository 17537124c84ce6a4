import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebhookJobs } from '../../server/areas/webhooks'
import { notifications } from '../../server/areas/inbox/schema'
import { webhookEndpoints } from '../../server/areas/webhooks/schema'
import { publicAddress } from '../../server/areas/webhooks/ssrf'
import { totpKey } from '../../server/auth/totp-key'
import { idsOf, lotusOrgId, promoBody, demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext, type TestContext } from './helpers'

/**
 * Webhooks (docs/integrations.md#webhooks) against a local receiver: a change is delivered once, signed as Standard
 * Webhooks sign (checked with the package's own Webhook.verify); a 500 is retried, a 400 fails for good and, twice in a
 * row here, disables the endpoint; a delivery is replayed; a test event; a rotated secret signs alongside the old one
 * for a day; a 500 three times is delivered on the fourth try; a receiver down for the window turns the endpoint off
 * and tells the owners; the order per record is kept; another organisation's changes and endpoints stay its own; only
 * the owner manages them; private addresses are refused unless the server allows them.
 */
type Received = { path: string; headers: IncomingHttpHeaders; body: string }
let t: TestContext
let owner: string
let manager: string
let lotusOwner: string
let receiver: Server
let base = ''
const received: Received[] = []
/** How many times each path has answered 500, and how many 500s it answers before a 200 ('/down': always). */
const flaky = new Map<string, number>()
const failFirst = (path: string) => (path.startsWith('/down') ? Infinity : path.startsWith('/flaky') ? 3 : path.startsWith('/order') ? 2 : 0)

beforeAll(async () => {
  t = await makeTestContext({ jobs: true })
  // Quick retries here (the server's: 11 from 30 s, about a day): 3 from 0.1 s; two failures in a row disable an endpoint.
  await startWebhookJobs(t.db, t.jobs!, totpKey(t.env), { retryLimit: 3, retryDelaySeconds: 0.1, timeoutMs: 3000, failuresToDisable: 2, allowPrivate: true })
  ;[owner, manager, lotusOwner] = await Promise.all([signInAs(t, 'owner'), signInAs(t, 'manager'), t.signIn('owner@lotus.example', 'Lotus@2026')])
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? ''
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      const failures = flaky.get(path) ?? 0
      if (failures < failFirst(path)) {
        flaky.set(path, failures + 1)
        return response.writeHead(500).end('busy')
      }
      response.writeHead(path.startsWith('/bad') ? 400 : 200).end(path.startsWith('/bad') ? 'no such hook' : 'ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve))
  await t.close()
})

/** docs/integrations.md's check with Node alone, as written there. */
function verify(secret: string, headers: Record<string, string>, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`
  const expected = createHmac('sha256', key).update(signed).digest()
  const recent = Math.abs(Date.now() / 1000 - Number(headers['webhook-timestamp'])) < 300
  const given = headers['webhook-signature']!.split(' ').map((part) => Buffer.from(part.replace(/^v1,/, ''), 'base64'))
  return recent && given.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected))
}

const at = (path: string) => received.filter((entry) => entry.path === path)
const create = (path: string, token = owner, event_types = ['promo_code']) =>
  t.post('/api/webhooks', { url: `${base}${path}`, description: `Receiver ${path}`, event_types }, { token })
const attempts = async (id: string) => (await t.get(`/api/webhooks/${id}/attempts?ordering=at`, { token: owner })).body.data as Record<string, unknown>[]

describe('webhooks', () => {
  let okId = ''
  let secret = ''

  it('the owner registers an endpoint: its whsec_ secret is answered once and kept sealed', async () => {
    const made = await create('/ok')
    expect(made.status).toBe(201)
    const data = made.body.data as { id: string; secret: string; enabled: boolean; event_types: string[] }
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(data).toMatchObject({ enabled: true, event_types: ['promo_code'] })
    okId = data.id
    secret = data.secret
    const [stored] = await t.db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, okId))
    expect(stored?.secret).toMatch(/^v1:/)
    expect(stored?.secret).not.toContain(secret.slice(6))
    const list = await t.get('/api/webhooks', { token: owner })
    expect(JSON.stringify(list.body)).not.toContain(secret)
    expect((list.body.data as { id: string }[]).map((row) => row.id)).toContain(okId)
  })

  it('a change is delivered once, signed: Webhook.verify accepts it and the payload is its history entry', async () => {
    const { brandId } = await idsOf(t.db, demoOrgId)
    const made = await t.post('/api/promocode/create', promoBody(brandId, { code: 'HOOKED10' }), { token: owner })
    expect(made.status).toBe(201)
    await expect.poll(() => at('/ok').length, { timeout: 10_000 }).toBe(1)
    const [delivery] = at('/ok')
    const payload = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as {
      type: string
      data: { record_type: string; record_label: string; action: string; actor: { name: string }; seq: number }
    }
    expect(payload.type).toBe('promo_code.created')
    expect(payload.data).toMatchObject({ record_type: 'promo_code', action: 'created', record_label: 'HOOKED10' })
    expect(payload.data.seq).toBeGreaterThan(0)
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_/)
    expect(verify(secret, delivery!.headers as Record<string, string>, delivery!.body)).toBe(true)
    expect(verify(secret, delivery!.headers as Record<string, string>, `${delivery!.body} `)).toBe(false)
    // Another secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(delivery!.body, delivery!.headers as Record<string, string>)).toThrow()
    await expect.poll(async () => (await attempts(okId)).map((row) => [row.attempt, row.status_code, row.state])).toEqual([[1, 200, 'succeeded']])
  })

  it('replays a delivery with the same webhook-id, and sends a test event', async () => {
    const [first] = await attempts(okId)
    const replay = await t.post(`/api/webhooks/${okId}/deliveries/${first!.delivery_id as string}/replay`, {}, { token: owner })
    expect(replay.status).toBe(202)
    await expect.poll(() => at('/ok').length, { timeout: 10_000 }).toBe(2)
    expect(at('/ok')[1]!.headers['webhook-id']).toBe(at('/ok')[0]!.headers['webhook-id'])
    const test = await t.post(`/api/webhooks/${okId}/test`, {}, { token: owner })
    expect(test.status).toBe(202)
    await expect.poll(() => at('/ok').length, { timeout: 10_000 }).toBe(3)
    expect((new Webhook(secret).verify(at('/ok')[2]!.body, at('/ok')[2]!.headers as Record<string, string>) as { type: string }).type).toBe('webhook.test')
    await expect.poll(async () => (await attempts(okId)).map((row) => row.attempt)).toEqual([1, 2, 1])
  })

  it('rotating the secret answers the new one once; for 24 hours a delivery verifies with either, then only with the new', async () => {
    expect((await t.post(`/api/webhooks/${okId}/rotate-secret`, {}, { token: manager })).status).toBe(403)
    expect((await t.post(`/api/webhooks/${okId}/rotate-secret`, {}, { token: lotusOwner })).status).toBe(404)
    const rotated = await t.post(`/api/webhooks/${okId}/rotate-secret`, {}, { token: owner })
    expect(rotated.status).toBe(200)
    const { secret: fresh, previous_secret_until: until } = rotated.body.data as { secret: string; previous_secret_until: string }
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(fresh).not.toBe(secret)
    expect((Date.parse(until) - Date.now()) / 3_600_000).toBeCloseTo(24, 1)
    expect(JSON.stringify((await t.get(`/api/webhooks/${okId}`, { token: owner })).body)).not.toContain(fresh)
    const delivered = async () => {
      const before = at('/ok').length
      expect((await t.post(`/api/webhooks/${okId}/test`, {}, { token: owner })).status).toBe(202)
      await expect.poll(() => at('/ok').length, { timeout: 10_000 }).toBe(before + 1)
      const last = at('/ok')[before]!
      return { body: last.body, headers: last.headers as Record<string, string> }
    }
    const overlap = await delivered()
    expect(overlap.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    for (const key of [fresh, secret]) {
      expect(new Webhook(key).verify(overlap.body, overlap.headers)).toMatchObject({ type: 'webhook.test' })
      expect(verify(key, overlap.headers, overlap.body)).toBe(true)
    }
    // The 24 hours over: only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previous_secret_until: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, okId))
    expect((await t.get(`/api/webhooks/${okId}`, { token: owner })).body.data).toMatchObject({ previous_secret_until: null })
    const after = await delivered()
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1)
    expect(verify(fresh, after.headers, after.body)).toBe(true)
    expect(verify(secret, after.headers, after.body)).toBe(false)
    expect(() => new Webhook(secret).verify(after.body, after.headers)).toThrow()
  })

  // These three wait on retries: they run side by side (each its own endpoint and receiver path).
  it.concurrent('a receiver that answers 500 three times gets the delivery on the fourth try, with the same webhook-id', async ({ expect }) => {
    const id = ((await create('/flaky', owner, ['brand'])).body.data as { id: string }).id
    await t.post(`/api/webhooks/${id}/test`, {}, { token: owner })
    await expect.poll(() => at('/flaky').length, { timeout: 15_000 }).toBe(4)
    await expect
      .poll(async () => (await attempts(id)).map((row) => [row.attempt, row.status_code, row.state]))
      .toEqual([
        [1, 500, 'succeeded'],
        [2, 500, 'succeeded'],
        [3, 500, 'succeeded'],
        [4, 200, 'succeeded'],
      ])
    expect(new Set(at('/flaky').map((entry) => entry.headers['webhook-id'])).size).toBe(1)
  })

  it.concurrent('a receiver down for the whole window: the endpoint is turned off and its owners told once, in the app', async ({ expect }) => {
    const id = ((await create('/down', owner, ['brand'])).body.data as { id: string }).id
    await t.post(`/api/webhooks/${id}/test`, {}, { token: owner })
    await expect
      .poll(async () => (await t.get(`/api/webhooks/${id}`, { token: owner })).body.data, { timeout: 15_000 })
      .toMatchObject({ enabled: false, disabled_reason: 'HTTP 500', failures_in_a_row: 1 })
    expect((await attempts(id)).map((row) => [row.attempt, row.status_code, row.state])).toEqual([1, 2, 3, 4].map((n) => [n, 500, 'failed']))
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'webhook_failing'), eq(notifications.record_id, id)))
    expect(told.map((row) => [row.org_id, row.title, row.link])).toEqual([[demoOrgId, `Webhook deliveries to ${base}/down are failing`, `/webhooks/${id}`]])
    // The owner sees it in the inbox; a manager of the organisation and Lotus's owner have none.
    const inbox = (await t.get('/api/notifications?kind=webhook_failing', { token: owner })).body.data as { title: string; link: string }[]
    expect(inbox.filter((row) => row.link === `/webhooks/${id}`)).toHaveLength(1)
    expect((await t.get('/api/notifications?kind=webhook_failing', { token: manager })).body.data).toEqual([])
    expect((await t.get('/api/notifications?kind=webhook_failing', { token: lotusOwner })).body.data).toEqual([])
    expect((await t.db.select().from(notifications).where(eq(notifications.org_id, lotusOrgId))).filter((row) => row.kind === 'webhook_failing')).toEqual([])
  })

  it.concurrent('keeps the order per record: a later change waits while an earlier one of the record is retrying', async ({ expect }) => {
    await create('/order')
    const { brandId } = await idsOf(t.db, demoOrgId)
    const made = await t.post('/api/promocode/create', promoBody(brandId, { code: 'ORDERED1' }), { token: owner })
    expect(made.status).toBe(201)
    // The first delivery has had its first 500: the record changes again meanwhile.
    await expect.poll(() => at('/order').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    const first = JSON.parse(at('/order')[0]!.body) as { data: { record_id: string; seq: number } }
    expect((await t.put(`/api/promocode/toggle_status/${first.data.record_id}`, { is_active: false }, { token: owner })).status).toBe(200)
    await expect.poll(() => at('/order').length, { timeout: 15_000 }).toBe(4)
    const seen = at('/order').map((entry) => (JSON.parse(entry.body) as { type: string; data: { seq: number } }).type)
    expect(seen).toEqual(['promo_code.created', 'promo_code.created', 'promo_code.created', 'promo_code.status'])
  })

  it('a 400 fails for good at once; failing twice in a row disables the endpoint with the reason', async () => {
    const id = ((await create('/bad', owner, ['brand'])).body.data as { id: string }).id
    await t.post(`/api/webhooks/${id}/test`, {}, { token: owner })
    await expect
      .poll(async () => (await attempts(id)).map((row) => [row.attempt, row.status_code, row.state, row.response]))
      .toEqual([[1, 400, 'failed', 'no such hook']])
    expect((await t.get(`/api/webhooks/${id}`, { token: owner })).body.data).toMatchObject({ enabled: true, failures_in_a_row: 1 })
    await t.post(`/api/webhooks/${id}/test`, {}, { token: owner })
    await expect
      .poll(async () => (await t.get(`/api/webhooks/${id}`, { token: owner })).body.data)
      .toMatchObject({ enabled: false, disabled_reason: 'HTTP 400' })
    expect(at('/bad')).toHaveLength(2)
    // Enabled again, its count starts over.
    const again = await t.put(`/api/webhooks/${id}`, { url: `${base}/bad`, event_types: ['brand'], enabled: true }, { token: owner })
    expect(again.body.data).toMatchObject({ enabled: true, disabled_reason: null, failures_in_a_row: 0 })
  })

  it("keeps each organisation's endpoints and changes its own", async () => {
    const lotusHook = await create('/lotus', lotusOwner)
    expect(lotusHook.status).toBe(201)
    const lotusId = (lotusHook.body.data as { id: string }).id
    expect((await t.get(`/api/webhooks/${okId}`, { token: lotusOwner })).status).toBe(404)
    expect((await t.get(`/api/webhooks/${okId}/attempts`, { token: lotusOwner })).status).toBe(404)
    expect((await t.post(`/api/webhooks/${okId}/test`, {}, { token: lotusOwner })).status).toBe(404)
    expect((await t.get(`/api/webhooks/${lotusId}`, { token: owner })).status).toBe(404)
    expect((await t.get('/api/webhooks', { token: lotusOwner })).body.data).toHaveLength(1)
    // A Lotus change reaches Lotus's endpoint only.
    const { brandId } = await idsOf(t.db, lotusOrgId)
    const before = at('/ok').length
    expect((await t.post('/api/promocode/create', promoBody(brandId, { code: 'LOTUSHOOK' }), { token: lotusOwner })).status).toBe(201)
    await expect.poll(() => at('/lotus').length, { timeout: 10_000 }).toBe(1)
    expect(at('/ok').length).toBe(before)
  })

  it('only the owner manages webhooks; bodies are checked; private addresses are refused unless allowed', async () => {
    expect((await t.get('/api/webhooks', { token: manager })).status).toBe(403)
    expect((await create('/manager', manager)).status).toBe(403)
    const bad = await t.post('/api/webhooks', { url: 'not a url', event_types: [] }, { token: owner })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['event_types', 'url'])
    expect((await t.post('/api/webhooks', { url: `${base}/x`, event_types: ['no_such_type'] }, { token: owner })).status).toBe(400)
    t.env.WEBHOOK_ALLOW_PRIVATE = false
    try {
      const http = await t.post('/api/webhooks', { url: 'http://example.com/hook', event_types: ['promo_code'] }, { token: owner })
      expect(http.body.errors).toEqual({ url: ['Use an https:// URL.'] })
      for (const url of ['https://127.0.0.1/hook', 'https://10.1.2.3/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'https://localhost/hook']) {
        const refused = await t.post('/api/webhooks', { url, event_types: ['promo_code'] }, { token: owner })
        expect([url, refused.status, refused.body.errors]).toEqual([
          url,
          400,
          { url: ['This URL points to a private or local address, which webhooks may not reach.'] },
        ])
      }
      expect((await t.post('/api/webhooks', { url: 'https://203.0.113.9/hook', event_types: ['promo_code'] }, { token: owner })).status).toBe(201)
    } finally {
      t.env.WEBHOOK_ALLOW_PRIVATE = true
    }
    expect(['::ffff:127.0.0.1', '192.168.1.4', '100.64.0.1', 'fd00::1', 'fe80::1'].filter(publicAddress)).toEqual([])
    expect(['8.8.8.8', '2606:4700::1111'].every(publicAddress)).toBe(true)
  })
})
