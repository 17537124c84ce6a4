import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inventory } from '../../server/areas/catalogue/schema'
import { complaints } from '../../server/areas/complaints/schema'
import { notifications } from '../../server/areas/inbox/schema'
import { queueExport } from '../../server/areas/jobs/exports'
import { jobs } from '../../server/areas/jobs/schema'
import { users } from '../../server/auth/schema'
import type { Notification } from '../../src/contract/inbox'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { openEvents, type EventStream } from './event-stream'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/**
 * Notifications (docs/areas/inbox.md): who gets what for each kind, in their language, never in another organisation;
 * the live 'notification' event reaches only its person's streams; /api/notifications lists, counts and marks read.
 */
let t: TestContext
let support: string
let manager: string
let owner: string
let lotusOwner: string
const ids: Record<string, string> = {}
const streams: EventStream[] = []
beforeAll(async () => {
  t = await makeTestContext({ jobs: true })
  ;[support, manager, owner] = await Promise.all([signInAs(t, 'support'), signInAs(t, 'manager'), signInAs(t, 'owner')])
  lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users)) ids[row.email] = row.id
})
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close()
})
afterAll(async () => {
  await t.close()
})

const inboxOf = async (token: string, query = '') => {
  const res = await t.get(`/api/notifications${query}`, { token })
  expect(res.status).toBe(200)
  return res.body.data as Notification[]
}
const unreadOf = async (token: string) => ((await t.get('/api/notifications/unread', { token })).body.data as { unread: number }).unread
const rowsFor = (email: string) => t.db.select().from(notifications).where(eq(notifications.user_id, ids[email]!))

async function openTicket() {
  const [row] = await t.db
    .select()
    .from(complaints)
    .where(and(eq(complaints.org_id, demoOrgId), eq(complaints.status, 'open')))
    .orderBy(asc(complaints.ticket_seq))
    .limit(1)
  if (!row) throw new Error('no open complaint')
  return row
}
const ticketNumber = (seq: number) => `CMP-${String(seq).padStart(6, '0')}`

describe('assigned to you', () => {
  it('tells the new assignee, live on their stream only, and nobody else; the bell counts it', async () => {
    const before = await unreadOf(support)
    const supportStream = await openEvents((path, init) => t.app.request(path, init), support)
    const managerStream = await openEvents((path, init) => t.app.request(path, init), manager)
    streams.push(supportStream, managerStream)
    await supportStream.next((event) => event.event === 'ready')
    await managerStream.next((event) => event.event === 'ready')
    const ticket = await openTicket()
    const assigned = await t.put(
      `/api/brand_complaints/assign/${ticket.id}`,
      { assignee_id: ids['support@kesar.example'], updated_at: ticket.updated_at.toISOString() },
      { token: manager },
    )
    expect(assigned.status).toBe(200)
    await supportStream.next((event) => event.event === 'notification')
    expect(await unreadOf(support)).toBe(before + 1)
    const [first] = await inboxOf(support)
    expect(first).toMatchObject({
      kind: 'assigned',
      title: `Ticket ${ticketNumber(ticket.ticket_seq)} was assigned to you`,
      link: `/complaints/view/${ticket.id}`,
      actor_name: 'Priya Sharma',
      read: false,
    })
    // The manager made the change: no notification for them, and their stream carries none.
    expect((await rowsFor('manager@kesar.example')).filter((row) => row.record_id === ticket.id)).toEqual([])
    await managerStream.next((event) => event.event === 'change' && event.data.id === ticket.id)
    expect(managerStream.events.some((event) => event.event === 'notification')).toBe(false)
  })

  it("is written in the assignee's language", async () => {
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, ids['support@kesar.example']!))
    try {
      const ticket = await openTicket()
      const fresh = (await t.db.select().from(complaints).where(eq(complaints.id, ticket.id)))[0]!
      await t.put(`/api/brand_complaints/assign/${ticket.id}`, { assignee_id: null, updated_at: fresh.updated_at.toISOString() }, { token: manager })
      const again = (await t.db.select().from(complaints).where(eq(complaints.id, ticket.id)))[0]!
      const res = await t.put(
        `/api/brand_complaints/assign/${ticket.id}`,
        { assignee_id: ids['support@kesar.example'], updated_at: again.updated_at.toISOString() },
        { token: manager },
      )
      expect(res.status).toBe(200)
      const [first] = await inboxOf(support)
      expect(first?.title).toBe(`टिकट ${ticketNumber(ticket.ticket_seq)} आपको सौंपा गया`)
    } finally {
      await t.db.update(users).set({ language: 'en' }).where(eq(users.id, ids['support@kesar.example']!))
    }
  })
})

describe('a reply on a ticket you follow', () => {
  it('tells the assignee and everyone who wrote on it, but not the writer', async () => {
    const ticket = await openTicket()
    // The manager writes a note first (now following it); the owner then replies.
    expect((await t.post(`/api/brand_complaints/add_note/${ticket.id}`, { kind: 'note', body: 'Called the courier' }, { token: manager })).status).toBe(201)
    const supportBefore = (await rowsFor('support@kesar.example')).length
    const reply = await t.post(`/api/brand_complaints/add_note/${ticket.id}`, { kind: 'reply', body: 'Your refund is on its way' }, { token: owner })
    expect(reply.status).toBe(201)
    const [toManager] = await inboxOf(manager, '?kind=reply')
    expect(toManager).toMatchObject({
      kind: 'reply',
      title: `Aarav Mehta replied on ticket ${ticketNumber(ticket.ticket_seq)}`,
      body: 'Your refund is on its way',
    })
    expect((await rowsFor('support@kesar.example')).length).toBe(supportBefore + 1)
    expect((await rowsFor('owner@kesar.example')).filter((row) => row.record_id === ticket.id && row.kind === 'reply')).toEqual([])
    // The marketing member neither follows nor wrote: nothing.
    expect((await rowsFor('marketing@kesar.example')).filter((row) => row.record_id === ticket.id)).toEqual([])
  })
})

describe('mentioned in a note', () => {
  it('tells the active members of the organisation named with @, once and as a mention; not a deactivated one nor another organisation', async () => {
    const ticket = await openTicket()
    const people = await t.db.select().from(users)
    const nameOf = (email: string) => {
      const person = people.find((row) => row.email === email)!
      return `${person.firstName} ${person.lastName}`.trim()
    }
    const gone = people.find(
      (row) =>
        row.orgId === demoOrgId && !['support@kesar.example', 'marketing@kesar.example', 'owner@kesar.example'].includes(row.email) && row.role !== 'owner',
    )!
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, gone.id))
    const options = await t.get('/api/brand_complaints/get_mention_options', { token: owner })
    const labels = (options.body.data as { label: string }[]).map((option) => option.label)
    expect(labels).toContain(nameOf('marketing@kesar.example'))
    expect(labels).not.toContain(nameOf(gone.email))
    expect(labels).not.toContain(nameOf('owner@lotus.example'))
    const before = {
      marketing: (await rowsFor('marketing@kesar.example')).length,
      gone: (await rowsFor(gone.email)).length,
      lotus: (await rowsFor('owner@lotus.example')).length,
    }
    const body = `@${nameOf('marketing@kesar.example').toLowerCase()} and @${nameOf(gone.email)}, see @${nameOf('owner@lotus.example')} — and @${nameOf('support@kesar.example')}`
    expect((await t.post(`/api/brand_complaints/add_note/${ticket.id}`, { kind: 'note', body }, { token: owner })).status).toBe(201)
    const [toMarketing] = await inboxOf(await signInAs(t, 'marketing'), '?kind=mentioned')
    expect(toMarketing).toMatchObject({ kind: 'mentioned', title: `Aarav Mehta mentioned you on ticket ${ticketNumber(ticket.ticket_seq)}`, body })
    expect((await rowsFor('marketing@kesar.example')).length).toBe(before.marketing + 1)
    expect((await rowsFor(gone.email)).length).toBe(before.gone)
    expect((await rowsFor('owner@lotus.example')).length).toBe(before.lotus)
    // Support follows the ticket and is mentioned: one notice, the mention.
    const toSupport = (await rowsFor('support@kesar.example')).filter((row) => row.record_id === ticket.id && row.body === body)
    expect(toSupport.map((row) => row.kind)).toEqual(['mentioned'])
    // A reply to the customer mentions nobody.
    const reply = await t.post(
      `/api/brand_complaints/add_note/${ticket.id}`,
      { kind: 'reply', body: `Thanks @${nameOf('marketing@kesar.example')}` },
      { token: owner },
    )
    expect(reply.status).toBe(201)
    expect((await rowsFor('marketing@kesar.example')).length).toBe(before.marketing + 1)
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, gone.id))
  })
})

describe('an export finished or failed', () => {
  const runJob = async (subject: string) => {
    const [row] = await t.db
      .insert(jobs)
      .values({
        org_id: demoOrgId,
        kind: 'export',
        subject,
        input: JSON.stringify({ query: { format: 'csv' }, locale: 'en' }),
        started_by: ids['owner@kesar.example'],
      })
      .returning({ id: jobs.id })
    await queueExport(t.db, t.jobs!, row!.id)
    return row!.id
  }
  it('tells the person who started it, when it is done and when it failed for good', async () => {
    const done = await runJob('subscribers')
    await vi.waitFor(async () => expect((await rowsFor('owner@kesar.example')).some((row) => row.record_id === done)).toBe(true), {
      timeout: 30_000,
      interval: 200,
    })
    const [ready] = (await rowsFor('owner@kesar.example')).filter((row) => row.record_id === done)
    expect(ready).toMatchObject({ kind: 'job_done', title: 'Your export of subscribers is ready', link: '/jobs' })
    const failed = await runJob('no-such-list')
    await vi.waitFor(async () => expect((await rowsFor('owner@kesar.example')).some((row) => row.record_id === failed)).toBe(true), {
      timeout: 30_000,
      interval: 200,
    })
    const [broke] = (await rowsFor('owner@kesar.example')).filter((row) => row.record_id === failed)
    expect(broke).toMatchObject({ kind: 'job_failed', title: 'Your export of no-such-list failed', body: 'This list can no longer be exported.' })
    // Nobody else of the organisation hears of either.
    const others = await t.db.select().from(notifications).where(eq(notifications.record_type, 'job'))
    expect(others.map((row) => row.user_id)).toEqual(others.map(() => ids['owner@kesar.example']))
  })
})

describe('a new member joined', () => {
  it('tells the owners, those whose role opens /team and the inviter; not support, not another organisation', async () => {
    const email = `joiner-${Date.now()}@example.com`
    expect((await t.post('/api/team/invites', { email, phone: '9812345670', role: 'support' }, { token: manager })).status).toBe(201)
    const token = (await t.lastInviteLink(email)).split('/invite/')[1] ?? ''
    const accepted = await t.post('/api/invite/accept', { token, first_name: 'Neha', last_name: 'Kulkarni', phone: '9812345671', password: 'Agent@2026' })
    expect(accepted.status).toBe(200)
    const joined = await t.db.select().from(notifications).where(eq(notifications.kind, 'member_joined'))
    const told = joined.map((row) => row.user_id).sort()
    expect(told).toEqual([ids['owner@kesar.example'], ids['manager@kesar.example']].sort())
    expect(joined[0]).toMatchObject({ title: 'Neha Kulkarni joined the team', body: 'Role: Support', org_id: demoOrgId, link: '/team' })
    expect(await inboxOf(lotusOwner)).toEqual([])
    expect(joined.every((row) => row.org_id !== lotusOrgId)).toBe(true)
  })
})

describe('stock below reorder level', () => {
  it('tells those whose role opens /inventory once per crossing, in their language; not support, not another organisation', async () => {
    const catalogue = await signInAs(t, 'catalogue')
    const [row] = await t.db
      .select()
      .from(inventory)
      .where(and(eq(inventory.org_id, demoOrgId), sql`${inventory.on_hand} - ${inventory.reserved} >= 6`))
      .limit(1)
    if (!row) throw new Error('no stock row with 6 available')
    const level = row.on_hand - row.reserved - 1
    await t.db
      .update(inventory)
      .set({ reorder_level: level })
      .where(and(eq(inventory.variant_id, row.variant_id), eq(inventory.location_id, row.location_id)))
    const adjust = async (quantity: number) => {
      const body = { variant_id: row.variant_id, location_id: row.location_id, quantity, reason: quantity < 0 ? 'sold' : 'received' }
      expect((await t.post('/api/stock/adjust', body, { token: catalogue })).status).toBe(201)
    }
    const told = () => t.db.select().from(notifications).where(eq(notifications.kind, 'stock_low'))
    await adjust(-1) // at the level: not below it
    expect(await told()).toEqual([])
    await adjust(-1) // below it: told
    await adjust(-1) // still below: nobody again
    const first = await told()
    const people = (...roles: string[]) => roles.map((role) => ids[`${role}@kesar.example`]).sort()
    expect(first.map((notice) => notice.user_id).sort()).toEqual(expect.arrayContaining(people('owner', 'manager', 'catalogue')))
    expect(first.map((notice) => notice.user_id)).not.toContain(ids['support@kesar.example'])
    expect(first.every((notice) => notice.org_id === demoOrgId)).toBe(true)
    expect(first.find((notice) => notice.user_id === ids['catalogue@kesar.example'])).toMatchObject({
      title: expect.stringMatching(/ is below its reorder level at /),
      body: `${level - 1} available, reorder level ${level}.`,
      link: `/inventory/variants/${row.variant_id}`,
      record_type: 'product_variant',
    })
    await adjust(3) // back above, then below again: told a second time
    await adjust(-3)
    expect((await told()).length).toBe(first.length * 2)
    expect(await inboxOf(lotusOwner)).toEqual([])
  })
})

describe('/api/notifications', () => {
  it('lists unread first, filters by kind and state, marks one read and all read; another person’s id is 404', async () => {
    const list = await inboxOf(manager)
    expect(list.length).toBeGreaterThan(1)
    const firstRead = list.findIndex((row) => row.read)
    expect(firstRead === -1 || list.slice(firstRead).every((row) => row.read)).toBe(true)
    const target = list[0]!
    expect((await t.post(`/api/notifications/${target.id}/read`, {}, { token: manager })).status).toBe(200)
    expect((await inboxOf(manager, '?state=read')).map((row) => row.id)).toContain(target.id)
    expect((await inboxOf(manager, '?kind=member_joined')).every((row) => row.kind === 'member_joined')).toBe(true)
    // Someone else's notification, and another organisation's person, cannot touch it.
    expect((await t.post(`/api/notifications/${target.id}/read`, {}, { token: support })).status).toBe(404)
    expect((await t.post(`/api/notifications/${target.id}/read`, {}, { token: lotusOwner })).status).toBe(404)
    expect((await t.post('/api/notifications/not-an-id/read', {}, { token: manager })).body).toMatchObject({
      status: false,
      message: 'Notification not found.',
    })
    expect((await t.get('/api/notifications?kind=nonsense', { token: manager })).status).toBe(400)
    const all = await t.post('/api/notifications/read-all', {}, { token: manager })
    expect(all.body).toMatchObject({ status: true })
    expect(await unreadOf(manager)).toBe(0)
    expect(await unreadOf(support)).toBeGreaterThan(0)
  })

  it('answers 401 without a session', async () => {
    expect((await t.get('/api/notifications/unread')).status).toBe(401)
  })
})
