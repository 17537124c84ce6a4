import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { complaints } from '../../server/areas/complaints/schema'
import { startPushJobs } from '../../server/areas/inbox'
import { pushKeys, pushSubscriptions } from '../../server/areas/inbox/schema'
import { users } from '../../server/auth/schema'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/**
 * Web push (docs/areas/inbox.md#push): a device subscribes; a notification committed for its person is queued once and
 * posted by web-push (encrypted, VAPID-signed) to a local stand-in of the push service; a device the service says is
 * gone (410) loses its subscription.
 */
type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }
let t: TestContext
let support: string
let manager: string
let service: Server
let base = ''
const received: Received[] = []
beforeAll(async () => {
  t = await makeTestContext({ jobs: true })
  await startPushJobs(t.db, t.jobs!, t.env)
  ;[support, manager] = await Promise.all([signInAs(t, 'support'), signInAs(t, 'manager')])
  service = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end()
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve))
  await t.close()
})

/** A browser's subscription keys: its P-256 public key and 16 bytes of auth secret. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

describe('web push', () => {
  it('answers one public key, kept in the database, and refuses a malformed subscription', async () => {
    const first = await t.get('/api/notifications/push/key', { token: support })
    const second = await t.get('/api/notifications/push/key', { token: manager })
    const [kept] = await t.db.select().from(pushKeys)
    expect(first.body.data).toEqual({ public_key: kept?.public_key })
    expect(second.body.data).toEqual(first.body.data)
    const bad = await t.post('/api/notifications/push/subscriptions', { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } }, { token: support })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe("This device's push subscription cannot be used.")
  })

  it('posts the notification to each of the person’s devices, and forgets a device the service says is gone', async () => {
    for (const path of ['/ok/support-phone', '/gone/support-old-laptop'])
      expect((await t.post('/api/notifications/push/subscriptions', { endpoint: `${base}${path}`, keys: deviceKeys() }, { token: support })).status).toBe(201)
    // The manager's own device hears nothing of a change the manager made.
    expect(
      (await t.post('/api/notifications/push/subscriptions', { endpoint: `${base}/ok/manager-phone`, keys: deviceKeys() }, { token: manager })).status,
    ).toBe(201)
    const [ticket] = await t.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.org_id, demoOrgId), eq(complaints.status, 'open')))
      .orderBy(asc(complaints.ticket_seq))
      .limit(1)
    const [person] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'support@kesar.example'))
    const assigned = await t.put(
      `/api/brand_complaints/assign/${ticket!.id}`,
      { assignee_id: person!.id, updated_at: ticket!.updated_at.toISOString() },
      { token: manager },
    )
    expect(assigned.status).toBe(200)
    await vi.waitFor(() => expect(received.map((request) => request.path).sort()).toEqual(['/gone/support-old-laptop', '/ok/support-phone']), {
      timeout: 20_000,
      interval: 100,
    })
    const delivered = received.find((request) => request.path === '/ok/support-phone')!
    const [kept] = await t.db.select().from(pushKeys)
    expect(delivered.headers['content-encoding']).toBe('aes128gcm')
    expect(String(delivered.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${kept!.public_key}$`))
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0)
    // Encrypted: the title is not in the body as text.
    expect(delivered.body.length).toBeGreaterThan(50)
    expect(delivered.body.toString('utf8')).not.toContain('assigned to you')
    await vi.waitFor(async () => {
      const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, person!.id))
      expect(left.map((row) => row.endpoint)).toEqual([`${base}/ok/support-phone`])
    })
    expect(received.some((request) => request.path === '/ok/manager-phone')).toBe(false)
  })

  it('unsubscribes only the caller’s own device', async () => {
    const endpoint = `${base}/ok/support-phone`
    expect((await t.post('/api/notifications/push/unsubscribe', { endpoint }, { token: manager })).status).toBe(200)
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1)
    expect((await t.post('/api/notifications/push/unsubscribe', { endpoint }, { token: support })).body).toMatchObject({ status: true })
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0)
  })
})
