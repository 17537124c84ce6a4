import * as v from 'valibot'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complaintSavedResponse, nextStatuses } from '../../src/contract/complaints'
import { historyListResponse, historyPaths } from '../../src/contract/history'
import { complaints } from '../../server/areas/complaints/schema'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, signInAs } from './catalogue-fixtures'

// The complaint desk's writes go through the kit with their own actions; each is the complaint's entry.
let t: TestContext
let support: string
let complaint: { id: string; status: keyof typeof nextStatuses; updated_at: Date; assignee_id: string | null }
beforeAll(async () => {
  t = await makeTestContext()
  support = await signInAs(t, 'support')
  const [row] = await t.db
    .select({ id: complaints.id, status: complaints.status, updated_at: complaints.updated_at, assignee_id: complaints.assignee_id })
    .from(complaints)
    .where(and(eq(complaints.org_id, demoOrgId), eq(complaints.status, 'open')))
    .orderBy(asc(complaints.ticket_seq))
    .limit(1)
  if (!row) throw new Error('no open seeded complaint')
  complaint = row
})
afterAll(async () => {
  await t.close()
})

const base = '/api/brand_complaints'
const historyOf = async (id: string) => v.parse(historyListResponse, (await t.get(historyPaths.record('complaint', id), { token: support })).body).data

describe("a complaint's status, assignment and note", () => {
  it('each leave one entry on the complaint, with their action and the caller', async () => {
    const to = nextStatuses[complaint.status][0]
    const moved = await t.put(`${base}/update_status/${complaint.id}`, { status: to, updated_at: complaint.updated_at.toISOString() }, { token: support })
    expect(moved.status).toBe(200)
    const afterMove = v.parse(complaintSavedResponse, moved.body).data
    const assignees = (await t.get(`${base}/get_assignees`, { token: support })).body.data as { value: string; label: string }[]
    const assignee = assignees.find((person) => person.value !== afterMove.assignee_id)
    if (!assignee) throw new Error('no other assignee')
    const assigned = await t.put(`${base}/assign/${complaint.id}`, { assignee_id: assignee.value, updated_at: afterMove.updated_at }, { token: support })
    expect(assigned.status).toBe(200)
    const noted = await t.post(`${base}/add_note/${complaint.id}`, { kind: 'note', body: 'Called the customer' }, { token: support })
    expect(noted.status).toBe(201)

    const [note, assignment, status] = await historyOf(complaint.id)
    const ticket = afterMove.ticket_number
    const caller = { actor_name: 'Vikram Nair', actor_role: 'support', record_type: 'complaint', record_id: complaint.id, record_label: ticket }
    // Starting work on an unassigned ticket makes it the starter's: the same entry says so.
    const tookIt = complaint.assignee_id === null ? [{ field: 'assignee_id', label: 'Assignee', before: null, after: afterMove.assignee_id }] : []
    expect(status).toMatchObject({
      ...caller,
      action: 'status',
      changes: [{ field: 'status', label: 'Status', before: complaint.status, after: to }, ...tookIt],
    })
    expect(assignment).toMatchObject({ ...caller, action: 'assigned' })
    expect(assignment?.changes).toContainEqual({ field: 'assignee_id', label: 'Assignee', before: afterMove.assignee_id, after: assignee.value })
    expect(note).toMatchObject({ ...caller, action: 'noted', changes: [{ field: 'note', label: 'Note', before: null, after: 'Called the customer' }] })
  })
})
