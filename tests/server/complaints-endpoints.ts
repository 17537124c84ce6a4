import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { complaintSavedResponse, nextStatuses } from '../../src/contract/complaints'
import { complaintEvents, complaints } from '../../server/areas/complaints/schema'
import { users } from '../../server/auth/schema'
import type { CallContext, Endpoint } from './endpoint-kit'
import { firstSubscriber, orgOf } from './subscribers-endpoints'

/** The organisation's first complaint by ticket number, with its status and version. */
async function firstComplaint(context: CallContext) {
  const [row] = await context.t.db
    .select({ id: complaints.id, status: complaints.status, assignee_id: complaints.assignee_id, updated_at: complaints.updated_at })
    .from(complaints)
    .where(eq(complaints.org_id, await orgOf(context)))
    .orderBy(asc(complaints.ticket_seq))
    .limit(1)
  if (!row) throw new Error('no seeded complaint')
  return row
}

/** Someone a ticket can be assigned to: the organisation's support person, or its owner when it has none. */
async function supportOf(context: CallContext): Promise<string> {
  const [person] = await context.t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, await orgOf(context)), inArray(users.role, ['support', 'owner'])))
    .orderBy(desc(users.role))
    .limit(1)
  if (!person) throw new Error('no seeded desk person')
  return person.id
}

const staleVersion = '2020-01-01T00:00:00.000Z'
const get = (path: string) => ({ method: 'GET' as const, path })
const desk = ['/complaints'] as const
const base = '/api/brand_complaints'

/** The complaints rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/brand_complaints/get_complaints': { kind: 'list', areas: desk, call: () => get(`${base}/get_complaints`) },
  'GET /api/brand_complaints/get_complaint_details?id=': {
    kind: 'detail',
    areas: desk,
    call: async (context) => get(`${base}/get_complaint_details?id=${(await firstComplaint(context)).id}`),
  },
  'GET /api/brand_complaints/get_complaint_details/{id}': {
    kind: 'detail',
    areas: desk,
    call: async (context) => get(`${base}/get_complaint_details/${(await firstComplaint(context)).id}`),
  },
  'GET /api/brand_complaints/get_assignees': { kind: 'read', areas: desk, call: () => get(`${base}/get_assignees`) },
  'PUT /api/brand_complaints/update_status/{id}': {
    kind: 'update',
    history: { type: 'complaint', action: 'status' },
    areas: desk,
    saved: complaintSavedResponse,
    // Each call makes the next legal move, so every allowed role in turn succeeds.
    call: async (context) => {
      const row = await firstComplaint(context)
      const updated_at = context.stale ? staleVersion : row.updated_at.toISOString()
      return { method: 'PUT', path: `${base}/update_status/${row.id}`, body: { status: nextStatuses[row.status][0], updated_at } }
    },
  },
  'PUT /api/brand_complaints/assign/{id}': {
    kind: 'update',
    history: { type: 'complaint', action: 'assigned' },
    areas: desk,
    saved: complaintSavedResponse,
    call: async (context) => {
      const row = await firstComplaint(context)
      const updated_at = context.stale ? staleVersion : row.updated_at.toISOString()
      // Assigned and unassigned in turn, so each call changes the complaint.
      const assignee_id = row.assignee_id ? null : await supportOf(context)
      return { method: 'PUT', path: `${base}/assign/${row.id}`, body: { assignee_id, updated_at } }
    },
  },
  'POST /api/brand_complaints/add_note/{id}': {
    kind: 'create',
    history: { type: 'complaint', action: 'noted' },
    areas: desk,
    table: complaintEvents,
    saved: complaintSavedResponse,
    call: async (context) => ({
      method: 'POST',
      path: `${base}/add_note/${(await firstComplaint(context)).id}`,
      body: { kind: 'note', body: `Checked ${context.unique}` },
    }),
  },
  'POST /api/brand_complaints/create_complaint': {
    kind: 'create',
    history: { type: 'complaint', action: 'created' },
    areas: desk,
    table: complaints,
    saved: complaintSavedResponse,
    call: async (context) => ({
      method: 'POST',
      path: `${base}/create_complaint`,
      body: { subscriber_id: await firstSubscriber(context), category: 'delivery', priority: 'high', description: `Late parcel ${context.unique}` },
    }),
  },
}
