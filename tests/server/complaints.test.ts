import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complaintEvents, complaints } from '../../server/areas/complaints/schema'
import { users } from '../../server/auth/schema'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let support: string
let marketing: string
let owner: string
beforeAll(async () => {
  t = await makeTestContext()
  ;[support, marketing, owner] = await Promise.all([signInAs(t, 'support'), signInAs(t, 'marketing'), signInAs(t, 'owner')])
})
afterAll(async () => {
  await t.close()
})

type Row = Record<string, unknown>
const rowsOf = (body: Record<string, unknown>) => body.data as Row[]
const totalOf = (body: Record<string, unknown>) => (body.pagination as { total: number }).total
const complaintsPath = '/api/brand_complaints/get_complaints'

async function anOpenComplaint() {
  const [row] = await t.db
    .select()
    .from(complaints)
    .where(and(eq(complaints.org_id, demoOrgId), eq(complaints.status, 'open')))
    .limit(1)
  if (!row) throw new Error('no open complaint')
  return row
}

describe('GET api/brand_complaints/get_complaints', () => {
  it('filters by status, priority and category', async () => {
    const res = await t.get(`${complaintsPath}?status=resolved&priority=high&category=delivery&page_size=100`, { token: support })
    expectEveryRow(rowsOf(res.body), (row) => row.status === 'resolved' && row.priority === 'high' && row.category === 'delivery')
    const [expected] = await t.db
      .select({ value: count() })
      .from(complaints)
      .where(and(eq(complaints.org_id, demoOrgId), eq(complaints.status, 'resolved'), eq(complaints.priority, 'high'), eq(complaints.category, 'delivery')))
    expect(totalOf(res.body)).toBe(expected?.value)
  })

  it("'open and mine' lists the caller's unresolved tickets; created_after counts the new ones", async () => {
    const ticket = await anOpenComplaint()
    const assignees = (await t.get('/api/brand_complaints/get_assignees', { token: support })).body.data as { label: string; value: string }[]
    const mine = assignees.find((person) => person.label === 'Vikram Nair')
    expect(mine).toBeDefined()
    const assigned = await t.put(
      `/api/brand_complaints/assign/${ticket.id}`,
      { assignee_id: mine?.value, updated_at: ticket.updated_at.toISOString() },
      { token: support },
    )
    expect(assigned.status).toBe(200)
    const res = await t.get(`${complaintsPath}?status=unresolved&assignee_id=me&page_size=100`, { token: support })
    expect(rowsOf(res.body).map((row) => row.complaint_id)).toContain(ticket.id)
    expectEveryRow(rowsOf(res.body), (row) => row.assignee_id === mine?.value && ['open', 'in_progress'].includes(String(row.status)))
    const since = new Date().toISOString()
    const made = await t.post(
      '/api/brand_complaints/create_complaint',
      { subscriber_id: ticket.subscriber_id, category: 'refund', priority: 'urgent', description: 'No refund yet' },
      { token: support },
    )
    expect(made.status).toBe(201)
    const fresh = await t.get(`${complaintsPath}?created_after=${encodeURIComponent(new Date(Date.parse(since) - 1).toISOString())}`, { token: support })
    expect(rowsOf(fresh.body).map((row) => row.ticket_number)).toEqual([(made.body.data as Row).ticket_number])
  })
})

describe('GET api/brand_complaints/get_complaint_details', () => {
  it('answers the customer, product, order and timeline, with the id in the query or the path', async () => {
    const [ticket] = await t.db.select().from(complaints).where(eq(complaints.org_id, demoOrgId)).limit(1)
    const byQuery = await t.get(`/api/brand_complaints/get_complaint_details?id=${ticket?.id}`, { token: support })
    const byPath = await t.get(`/api/brand_complaints/get_complaint_details/${ticket?.id}`, { token: support })
    expect(byQuery.status).toBe(200)
    expect(byPath.body).toEqual(byQuery.body)
    const data = byQuery.body.data as Row & { timeline: Row[] }
    expect(data).toMatchObject({
      complaint_id: ticket?.id,
      customer: { subscriber_id: ticket?.subscriber_id },
      ticket_number: expect.stringMatching(/^CMP-\d{6}$/),
    })
    expect(data.timeline[0]).toMatchObject({ kind: 'opened' })
  })

  it("answers 404 for another organisation's complaint and for a missing id", async () => {
    const [theirs] = await t.db.select().from(complaints).where(eq(complaints.org_id, lotusOrgId)).limit(1)
    expect((await t.get(`/api/brand_complaints/get_complaint_details?id=${theirs?.id}`, { token: owner })).status).toBe(404)
    expect((await t.get('/api/brand_complaints/get_complaint_details', { token: owner })).status).toBe(404)
  })
})

describe('working a ticket', () => {
  it('moves open -> in progress -> resolved with a note, and refuses an illegal move with a message', async () => {
    const ticket = await anOpenComplaint()
    const skip = await t.put(
      `/api/brand_complaints/update_status/${ticket.id}`,
      { status: 'closed', updated_at: ticket.updated_at.toISOString() },
      { token: support },
    )
    expect(skip.status).toBe(400)
    expect(skip.body).toMatchObject({
      message: 'A complaint cannot move from open to closed.',
      errors: { status: ['A complaint cannot move from open to closed.'] },
    })
    const started = await t.put(
      `/api/brand_complaints/update_status/${ticket.id}`,
      { status: 'in_progress', updated_at: ticket.updated_at.toISOString() },
      { token: support },
    )
    expect(started.body.data).toMatchObject({ status: 'in_progress' })
    const version = (started.body.data as Row).updated_at
    const done = await t.put(
      `/api/brand_complaints/update_status/${ticket.id}`,
      { status: 'resolved', note: 'Refund issued', updated_at: version },
      { token: support },
    )
    expect(done.status).toBe(200)
    const data = done.body.data as Row & { timeline: Row[] }
    expect(data).toMatchObject({ status: 'resolved', resolved_at: expect.any(String) })
    expect(data.timeline.slice(-2)).toMatchObject([
      { kind: 'status', from_status: 'in_progress', to_status: 'resolved', actor_name: 'Vikram Nair' },
      { kind: 'note', body: 'Refund issued' },
    ])
    const stale = await t.put(`/api/brand_complaints/update_status/${ticket.id}`, { status: 'closed', updated_at: version }, { token: support })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ current: { status: 'resolved' } })
  })

  it('starting work on a ticket nobody has makes the person who started it its assignee; one someone has stays theirs', async () => {
    const [unassigned, assigned] = await t.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.org_id, demoOrgId), eq(complaints.status, 'open')))
      .orderBy(complaints.ticket_seq)
      .limit(2)
    if (!unassigned || !assigned) throw new Error('two open complaints are needed')
    await t.db.update(complaints).set({ assignee_id: null }).where(eq(complaints.id, unassigned.id))
    const [other] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, demoOrgId), eq(users.role, 'manager')))
      .limit(1)
    await t.db.update(complaints).set({ assignee_id: other!.id }).where(eq(complaints.id, assigned.id))
    const version = async (id: string) => (await t.db.select({ v: complaints.updated_at }).from(complaints).where(eq(complaints.id, id)))[0]!.v.toISOString()

    const taken = await t.put(
      `/api/brand_complaints/update_status/${unassigned.id}`,
      { status: 'in_progress', updated_at: await version(unassigned.id) },
      { token: support },
    )
    expect(taken.status).toBe(200)
    const data = taken.body.data as Row & { timeline: Row[] }
    expect(data).toMatchObject({ status: 'in_progress', assignee_name: 'Vikram Nair' })
    expect(data.timeline.slice(-2)).toMatchObject([
      { kind: 'status', to_status: 'in_progress' },
      { kind: 'assigned', body: 'Vikram Nair' },
    ])

    const kept = await t.put(
      `/api/brand_complaints/update_status/${assigned.id}`,
      { status: 'in_progress', updated_at: await version(assigned.id) },
      { token: support },
    )
    expect(kept.status).toBe(200)
    expect((kept.body.data as Row).assignee_id).toBe(other!.id)
  })

  it('a retried note with one Idempotency-Key makes one entry', async () => {
    const ticket = await anOpenComplaint()
    const entries = async () => (await t.db.select({ value: count() }).from(complaintEvents).where(eq(complaintEvents.complaint_id, ticket.id)))[0]?.value
    const before = await entries()
    const options = { token: support, headers: { 'Idempotency-Key': 'note-once-1' } }
    const first = await t.post(`/api/brand_complaints/add_note/${ticket.id}`, { kind: 'reply', body: 'We are on it' }, options)
    const retry = await t.post(`/api/brand_complaints/add_note/${ticket.id}`, { kind: 'reply', body: 'We are on it' }, options)
    expect(first.status).toBe(201)
    expect(retry.body).toEqual(first.body)
    expect(await entries()).toBe((before ?? 0) + 1)
  })

  it('refuses an empty note and an assignee outside the desk', async () => {
    const ticket = await anOpenComplaint()
    const empty = await t.post(`/api/brand_complaints/add_note/${ticket.id}`, { kind: 'note', body: '  ' }, { token: support })
    expect(empty.body).toMatchObject({ errors: { body: ['Please write the note'] } })
    const assignees = (await t.get('/api/brand_complaints/get_assignees', { token: support })).body.data as { value: string }[]
    expect(assignees.length).toBe(3)
  })
})

describe('dashboard', () => {
  it('counts open complaints by priority and plots 30 days opened and resolved', async () => {
    const res = await t.get('/api/dashboard/vendor-stats', { token: support })
    const data = res.body.data as { counts: { key: string; value: number }[]; series: { key: string; points: { value: number }[] }[] }
    const [urgent] = await t.db
      .select({ value: count() })
      .from(complaints)
      .where(and(eq(complaints.org_id, demoOrgId), inArray(complaints.status, ['open', 'in_progress']), eq(complaints.priority, 'urgent')))
    expect(data.counts.find((item) => item.key === 'open_complaints_urgent')?.value).toBe(urgent?.value)
    expect(data.counts.filter((item) => item.key.startsWith('open_complaints_')).map((item) => item.key)).toEqual([
      'open_complaints_urgent',
      'open_complaints_high',
      'open_complaints_medium',
      'open_complaints_low',
    ])
    for (const key of ['complaints_opened', 'complaints_resolved']) {
      const series = data.series.find((item) => item.key === key)
      expect(series?.points).toHaveLength(30)
      expect(series?.points.reduce((sum, point) => sum + point.value, 0)).toBeGreaterThan(0)
    }
    const theirs = (await t.get('/api/dashboard/vendor-stats', { token: marketing })).body.data as { counts: { key: string }[] }
    expect(theirs.counts.some((item) => item.key.startsWith('open_complaints_'))).toBe(false)
  })
})
