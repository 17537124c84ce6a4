import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { complaints } from '../../server/areas/complaints/schema'
import { quietUntil, wallClock } from '../../src/contract/inbox/notification-settings'
import { sendDigests, startNoticeJobs } from '../../server/areas/inbox'
import { notifications, pushKeys, pushSubscriptions } from '../../server/areas/inbox/schema'
import { users } from '../../server/auth/schema'
import type { CodeTransport } from '../../server/auth/code-transport'
import { loadEnv } from '../../server/env'
import { startMessages } from '../../server/platform/messages'
import { deliveriesFor } from '../../server/platform/messages/config'
import { startSmtp } from './message-stand-ins'
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
let smtp: Awaited<ReturnType<typeof startSmtp>>
let deliveries: ReturnType<typeof deliveriesFor>
let transport: CodeTransport
beforeAll(async () => {
  t = await makeTestContext({ jobs: true })
  // Emails go as the server sends them: queued on the messages platform, delivered by SMTP to a server in this process.
  smtp = await startSmtp()
  deliveries = deliveriesFor(loadEnv({ DATA_DIR: 'memory://', SMTP_URL: smtp.url, MAIL_FROM: 'Back office <no-reply@kesar.example>' }))
  transport = (await startMessages({ jobs: t.jobs!, deliver: deliveries.deliver, log: () => undefined, retryDelaySeconds: 1 })).transport
  await startNoticeJobs(t.db, t.jobs!, t.env, { transport })
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
  deliveries.close()
  await smtp.close()
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

const clockOf = (minutes: number) => {
  const m = (minutes + 24 * 60) % (24 * 60)
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}
const supportId = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'support@kesar.example')))[0]!.id
async function assignOpenTicket(skip: number) {
  const [ticket] = await t.db
    .select()
    .from(complaints)
    .where(and(eq(complaints.org_id, demoOrgId), eq(complaints.status, 'open')))
    .orderBy(asc(complaints.ticket_seq))
    .offset(skip)
    .limit(1)
  const answer = await t.put(
    `/api/brand_complaints/assign/${ticket!.id}`,
    { assignee_id: await supportId(), updated_at: ticket!.updated_at.toISOString() },
    { token: manager },
  )
  expect(answer.status).toBe(200)
  return ticket!.id
}
type HeldJob = { name: string; start_after: Date }
const heldJobs = async () =>
  ((await t.db.execute(sql`select name, start_after from pgboss.job where data->>'held' = 'true' order by name`)) as unknown as { rows: HeldJob[] }).rows

describe('preferences (docs/areas/inbox.md#preferences)', () => {
  const settings = { digest: false, quiet_start: null, quiet_end: null, time_zone: 'Asia/Kolkata' }
  it('answers the defaults (no push for a finished export, no email), refuses half quiet hours and an unknown time zone', async () => {
    const mine = await t.get('/api/notifications/settings', { token: support })
    expect(mine.body.data).toMatchObject({ ...settings, channels: { assigned: { push: true, email: false }, job_done: { push: false, email: false } } })
    const channels = (mine.body.data as { channels: object }).channels
    const half = await t.put('/api/notifications/settings', { ...settings, channels, quiet_start: '22:00' }, { token: support })
    expect(half.status).toBe(400)
    expect(half.body.message).toBe('Quiet hours need a start and an end time, and they must differ.')
    const zone = await t.put('/api/notifications/settings', { ...settings, channels, time_zone: 'Mars/Olympus' }, { token: support })
    expect(zone.body.message).toBe('Choose a time zone from the list.')
    expect((await t.put('/api/notifications/settings', { ...settings, channels: {} }, { token: support })).status).toBe(400)
  })

  it('quiet hours hold the push and the email back until they end; the inbox has it at once; then both go', async () => {
    const endpoint = `${base}/ok/support-quiet`
    expect((await t.post('/api/notifications/push/subscriptions', { endpoint, keys: deviceKeys() }, { token: support })).status).toBe(201)
    const now = wallClock(new Date(), 'Asia/Kolkata').minutes
    const chosen = { ...settings, quiet_start: clockOf(now - 60), quiet_end: clockOf(now + 60) }
    const current = (await t.get('/api/notifications/settings', { token: support })).body.data as { channels: Record<string, object> }
    const saved = await t.put(
      '/api/notifications/settings',
      { ...chosen, channels: { ...current.channels, assigned: { push: true, email: true } } },
      { token: support },
    )
    expect(saved.status).toBe(200)
    const until = quietUntil(chosen, new Date())!
    const id = await assignOpenTicket(1)
    const [row] = await t.db.select().from(notifications).where(eq(notifications.record_id, id))
    expect(row?.title).toMatch(/assigned to you/)
    await vi.waitFor(async () => expect((await heldJobs()).map((job) => job.name)).toEqual(['notice-email', 'push']), { timeout: 20_000, interval: 200 })
    for (const job of await heldJobs()) expect(Math.abs(new Date(job.start_after).getTime() - until.getTime())).toBeLessThan(2 * 60_000)
    expect(received.some((request) => request.path === '/ok/support-quiet')).toBe(false)
    expect(smtp.mails).toHaveLength(0)
    // The quiet hours end (the jobs' start moved to now): both go, once.
    await t.db.execute(sql`update pgboss.job set start_after = now() where data->>'held' = 'true'`)
    await vi.waitFor(() => expect(smtp.mails.map((mail) => mail.subject)).toEqual([row!.title]), { timeout: 20_000, interval: 200 })
    await vi.waitFor(() => expect(received.filter((request) => request.path === '/ok/support-quiet')).toHaveLength(1), { timeout: 20_000, interval: 200 })
    expect(smtp.mails[0]!.text).toContain(`http://localhost:3000/complaints/view/${id}`)
  })

  it('emails the daily digest of unread notifications, in the person’s language, once a day, only to those who chose it', async () => {
    const current = (await t.get('/api/notifications/settings', { token: support })).body.data as object
    expect((await t.put('/api/notifications/settings', { ...current, digest: true, quiet_start: null, quiet_end: null }, { token: support })).status).toBe(200)
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.email, 'support@kesar.example'))
    const unread = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.user_id, await supportId()))
    expect(unread.length).toBeGreaterThan(1)
    const before = smtp.mails.length
    const nine = new Date()
    nine.setUTCHours(3, 30, 0, 0) // 09:00 in Asia/Kolkata
    const seven = new Date(nine.getTime() - 2 * 60 * 60 * 1000)
    expect(await sendDigests(t.db, t.env, transport, seven)).toBe(0)
    expect(await sendDigests(t.db, t.env, transport, nine)).toBe(1)
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(before + 1), { timeout: 20_000, interval: 200 })
    const digest = smtp.mails.at(-1)!
    expect(digest.to).toEqual(['support@kesar.example'])
    expect(digest.subject).toBe(`बैक ऑफ़िस में ${unread.length} बिना पढ़ी सूचनाएँ`)
    for (const { title } of unread) expect(digest.text).toContain(title)
    expect(await sendDigests(t.db, t.env, transport, new Date(nine.getTime() + 60 * 60 * 1000))).toBe(0)
  })
})
