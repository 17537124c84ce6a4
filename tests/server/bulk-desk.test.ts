import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cannotCancelMessage } from '../../src/contract/booking'
import { bookings } from '../../server/areas/booking/schema'
import { complaintEvents, complaints } from '../../server/areas/complaints/schema'
import { users } from '../../server/auth/schema'
import { historyEntries } from '../../server/kit/schema'
import { freshBooking } from './booking-endpoints'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let kesar: OrgIds
let lotus: OrgIds
let support: string
let supportId: string

beforeAll(async () => {
  t = await makeTestContext()
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
  support = await signInAs(t, 'support')
  const [person] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, demoOrgId), eq(users.role, 'support')))
  supportId = person?.id ?? ''
})
afterAll(async () => {
  await t.close()
})

const complaintsOf = (orgId: string, status?: 'open' | 'closed') =>
  t.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.org_id, orgId), status && eq(complaints.status, status)))
    .orderBy(asc(complaints.ticket_seq))
    .then((rows) => rows.map((row) => row.id))
const lastSeq = async () => (await t.db.select({ seq: historyEntries.seq }).from(historyEntries).orderBy(asc(historyEntries.seq))).at(-1)?.seq ?? 0
const entriesSince = (seq: number) =>
  t.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, demoOrgId), gt(historyEntries.seq, seq)))

/** How many status entries each complaint's timeline has. */
async function statusEvents(ids: (string | undefined)[]): Promise<Record<string, number>> {
  const chosen = ids.map((id) => id ?? '')
  const rows = await t.db
    .select({ id: complaintEvents.complaint_id })
    .from(complaintEvents)
    .where(and(eq(complaintEvents.kind, 'status'), inArray(complaintEvents.complaint_id, chosen)))
  return Object.fromEntries(chosen.map((id) => [id, rows.filter((row) => row.id === id).length]))
}

describe('POST /api/bulk/complaints/status', () => {
  it('moves the chosen complaints, each through the ticket page’s write: a refused move and another organisation’s fail alone', async () => {
    const [first, second] = await complaintsOf(demoOrgId, 'open')
    const [closed] = await complaintsOf(demoOrgId, 'closed')
    const [theirs] = await complaintsOf(lotusOrgId)
    const [theirBefore] = await t.db
      .select({ status: complaints.status })
      .from(complaints)
      .where(eq(complaints.id, theirs ?? ''))
    const eventsBefore = await statusEvents([first, second, closed])
    const since = await lastSeq()
    const headers = { 'Idempotency-Key': 'bulk-desk-status' }
    const body = { ids: [first, closed, second, theirs], status: 'in_progress' }
    const res = await t.post('/api/bulk/complaints/status', body, { token: support, headers })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      status: true,
      message: '2 complaints changed; 2 could not be changed.',
      done: 2,
      failed: [
        { id: closed, message: 'A complaint cannot move from closed to in progress.' },
        { id: theirs, message: 'Complaint not found.' },
      ],
    })
    const [their] = await t.db
      .select({ status: complaints.status })
      .from(complaints)
      .where(eq(complaints.id, theirs ?? ''))
    expect(their?.status).toBe(theirBefore?.status)
    const rows = await t.db
      .select({ id: complaints.id, status: complaints.status })
      .from(complaints)
      .where(inArray(complaints.id, [first ?? '', second ?? '', closed ?? '']))
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [first ?? '']: 'in_progress',
      [second ?? '']: 'in_progress',
      [closed ?? '']: 'closed',
    })
    // One history entry and one timeline entry per changed row, naming the caller and the request's key.
    const entries = await entriesSince(since)
    expect(entries.map((entry) => entry.record_id).sort()).toEqual([first, second].sort())
    for (const entry of entries)
      expect(entry).toMatchObject({ record_type: 'complaint', action: 'status', actor_id: supportId, idempotency_key: 'bulk-desk-status' })
    expect(await statusEvents([first, second, closed])).toEqual({
      [first ?? '']: (eventsBefore[first ?? ''] ?? 0) + 1,
      [second ?? '']: (eventsBefore[second ?? ''] ?? 0) + 1,
      [closed ?? '']: eventsBefore[closed ?? ''],
    })
    // A retry with the key gets the first answer and changes nothing more.
    const retry = await t.post('/api/bulk/complaints/status', body, { token: support, headers })
    expect(retry.body).toEqual(res.body)
    expect(await entriesSince(since)).toHaveLength(2)
  })

  it('refuses a status the contract does not know, and a role that cannot open complaints', async () => {
    const [first] = await complaintsOf(demoOrgId, 'open')
    const bad = await t.post('/api/bulk/complaints/status', { ids: [first], status: 'gone' }, { token: support })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ status: false, message: 'Please choose a status' })
    const marketing = await signInAs(t, 'marketing')
    const refused = await t.post('/api/bulk/complaints/status', { ids: [first], status: 'in_progress' }, { token: marketing })
    expect(refused.status).toBe(403)
  })
})

describe('POST /api/bulk/complaints/assign', () => {
  it('gives every complaint the filter matches to one person, then to nobody', async () => {
    const owner = await signInAs(t, 'owner')
    const res = await t.post('/api/bulk/complaints/assign', { filter: { status: 'closed' }, assignee_id: supportId }, { token: owner })
    const closed = await complaintsOf(demoOrgId, 'closed')
    expect(res.body).toMatchObject({ status: true, done: closed.length, failed: [] })
    expect(res.body.message).toBe(`${closed.length} complaints reassigned.`)
    const assigned = await t.db.select({ assignee: complaints.assignee_id }).from(complaints).where(inArray(complaints.id, closed))
    expect(new Set(assigned.map((row) => row.assignee))).toEqual(new Set([supportId]))
    const cleared = await t.post('/api/bulk/complaints/assign', { ids: closed.slice(0, 1), assignee_id: '' }, { token: owner })
    expect(cleared.body).toMatchObject({ done: 1, failed: [] })
    const [row] = await t.db
      .select({ assignee: complaints.assignee_id })
      .from(complaints)
      .where(eq(complaints.id, closed[0] ?? ''))
    expect(row?.assignee).toBeNull()
  })

  it('fails every row with the ticket page’s message for someone who does not work on complaints', async () => {
    const [marketer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, demoOrgId), eq(users.role, 'marketing')))
    const [first] = await complaintsOf(demoOrgId, 'open')
    const res = await t.post('/api/bulk/complaints/assign', { ids: [first], assignee_id: marketer?.id }, { token: support })
    expect(res.body).toMatchObject({ done: 0, failed: [{ id: first, message: 'Please choose someone who works on complaints' }] })
  })
})

describe('POST /api/bulk/bookings/cancel', () => {
  it('cancels the cancellable bookings; the others fail with the single cancel’s message', async () => {
    const dispatcher = await signInAs(t, 'dispatcher')
    const fresh = [await freshBooking(t, kesar), await freshBooking(t, kesar)]
    const theirs = await freshBooking(t, lotus)
    const [done] = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.org_id, demoOrgId), eq(bookings.status, 'completed')))
      .limit(1)
    const since = await lastSeq()
    const res = await t.post('/api/bulk/bookings/cancel', { ids: [...fresh, done?.id, theirs], reason: 'Rain' }, { token: dispatcher })
    expect(res.body).toEqual({
      status: true,
      message: '2 bookings cancelled; 2 could not be changed.',
      done: 2,
      failed: [
        { id: done?.id, message: cannotCancelMessage },
        { id: theirs, message: 'Booking not found.' },
      ],
    })
    const rows = await t.db
      .select({ status: bookings.status, reason: bookings.cancel_reason })
      .from(bookings)
      .where(inArray(bookings.id, [...fresh, theirs]))
    expect(rows.filter((row) => row.status === 'cancelled')).toEqual([
      { status: 'cancelled', reason: 'Rain' },
      { status: 'cancelled', reason: 'Rain' },
    ])
    const entries = await entriesSince(since)
    expect(entries.map((entry) => [entry.record_type, entry.action])).toEqual([
      ['booking', 'cancelled'],
      ['booking', 'cancelled'],
    ])
  })

  it('is refused to support, who reads bookings but may not cancel them, and for a reason past 200 characters', async () => {
    const id = await freshBooking(t, kesar)
    expect((await t.post('/api/bulk/bookings/cancel', { ids: [id] }, { token: support })).status).toBe(403)
    const owner = await signInAs(t, 'owner')
    const long = await t.post('/api/bulk/bookings/cancel', { ids: [id], reason: 'x'.repeat(201) }, { token: owner })
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ message: 'Reason must be at most 200 characters' })
  })
})
