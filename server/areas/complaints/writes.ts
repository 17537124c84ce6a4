import { and, eq, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import { illegalMoveMessage, nextStatuses } from '../../../src/contract/complaints'
import type { ComplaintDetail, complaintAssignBody, complaintCreateBody, complaintNoteBody, complaintStatusBody } from '../../../src/contract/complaints'
import { complaintLabels } from '../../../src/contract/complaints/list'
import type { ComplaintStatus } from '../../../src/contract/complaints/list'
import type { Db } from '../../db/client'
import { complaintEvents, complaints } from './schema'
import { productVariants } from '../catalogue'
import { subscribers } from '../subscribers'
import { users } from '../../auth/schema'
import type { KeyedCreate } from '../../kit/idempotency'
import { isUuid } from '../../kit/list-query'
import { createOwned, owns, referenceErrors, refusedIf, updateVersioned } from '../../kit/owned-writes'
import type { HistoryOf, Saved, WriteArea } from '../../kit/owned-writes'
import { complaintNotFound, getComplaint } from './reads'
import { tellAssignee, tellFollowers, tellMentioned } from './notices'
import { fail } from '../../kit/result'
import { chooseComplaintWorker, chooseCustomer, chooseProduct, raceMessage } from '../../../src/paraglide/m/complaints'

type StatusChange = v.InferOutput<typeof complaintStatusBody>
type Assignment = v.InferOutput<typeof complaintAssignBody>
type Note = v.InferOutput<typeof complaintNoteBody>
type NewComplaint = v.InferOutput<typeof complaintCreateBody>

/** A complaint's entries, its notes' among them, are the complaint's (by its id). */
const history: HistoryOf<ComplaintDetail> = { type: 'complaint', id: (row) => row.complaint_id, label: (row) => row.ticket_number, labels: complaintLabels }
const area: WriteArea<typeof complaints, ComplaintDetail> = {
  table: complaints,
  notFound: complaintNotFound,
  read: getComplaint,
  unique: {
    field: 'ticket_number',
    message: raceMessage,
  },
  history,
}

/** A timeline entry answers with its complaint as it now reads. */
const eventArea: WriteArea<typeof complaintEvents, ComplaintDetail> = {
  table: complaintEvents,
  notFound: complaintNotFound,
  read: async (db, orgId, eventId) => {
    const [event] = await db
      .select({ complaintId: complaintEvents.complaint_id })
      .from(complaintEvents)
      .where(and(eq(complaintEvents.id, eventId), eq(complaintEvents.org_id, orgId)))
    return event ? getComplaint(db, orgId, event.complaintId) : null
  },
  history,
}

/** The roles that work tickets, as the role map has it (src/contract/permissions.ts). */
const deskRoles = ['owner', 'manager', 'support']

/**
 * Only along open -> in progress -> resolved -> closed, or reopened; a refused move says which. Starting work on a ticket
 * nobody has takes it: the person who started is its assignee (when their role works tickets).
 */
export async function changeComplaintStatus(db: Db, orgId: string, actorId: string, id: string, input: StatusChange): Promise<Saved<ComplaintDetail>> {
  const { status, note, updated_at } = input
  let from: ComplaintStatus | null = null
  let takenBy: string | null = null
  const resolvedAt = status === 'resolved' ? sql`now()` : status === 'open' ? null : undefined
  const values: { status: ComplaintStatus; resolved_at?: SQL | null; assignee_id?: string } = {
    status,
    ...(resolvedAt === undefined ? {} : { resolved_at: resolvedAt }),
  }
  const check = async () => {
    const [row] = await db.select({ status: complaints.status, assignee: complaints.assignee_id }).from(complaints).where(eq(complaints.id, id))
    from = row?.status ?? null
    if (!row || nextStatuses[row.status].includes(status)) {
      if (row && status === 'in_progress' && row.assignee === null) takenBy = await deskPersonName(db, orgId, actorId)
      if (takenBy !== null) values.assignee_id = actorId
      return null
    }
    const message = illegalMoveMessage(row.status, status)
    return fail(400, message, { errors: { status: [message] } })
  }
  const base = { org_id: orgId, complaint_id: id, actor_id: actorId }
  return updateVersioned(db, orgId, area, {
    id,
    updated_at,
    check,
    values,
    history: { action: 'status' },
    also: async (tx) => {
      await tx.insert(complaintEvents).values({ ...base, kind: 'status', from_status: from, to_status: status })
      // One transaction shares one now(): later entries are stamped a millisecond apart so the timeline keeps the order.
      const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`
      if (takenBy !== null) await tx.insert(complaintEvents).values({ ...base, kind: 'assigned', body: takenBy, created_at: after(1), updated_at: after(1) })
      if (note) await tx.insert(complaintEvents).values({ ...base, kind: 'note', body: note, created_at: after(2), updated_at: after(2) })
    },
  })
}

/** The name of a person of the organisation whose role works tickets, or null. */
async function deskPersonName(db: Db, orgId: string, personId: string): Promise<string | null> {
  const [person] = await db
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.id, personId), eq(users.orgId, orgId), inArray(users.role, deskRoles)))
  return person?.name ?? null
}

export async function assignComplaint(
  db: Db,
  orgId: string,
  actorId: string,
  id: string,
  { assignee_id, updated_at }: Assignment,
): Promise<Saved<ComplaintDetail>> {
  const check = async () => {
    if (assignee_id === null) return null
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assignee_id), eq(users.orgId, orgId), inArray(users.role, deskRoles)))
    return refusedIf(rows.length ? {} : { assignee_id: [chooseComplaintWorker()] })
  }
  return updateVersioned(db, orgId, area, {
    id,
    updated_at,
    check,
    values: { assignee_id },
    history: { action: 'assigned' },
    also: async (tx) => {
      const [person] = assignee_id
        ? await tx
            .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
            .from(users)
            .where(eq(users.id, assignee_id))
        : []
      await tx.insert(complaintEvents).values({ org_id: orgId, complaint_id: id, actor_id: actorId, kind: 'assigned', body: person?.name ?? 'Unassigned' })
      await tellAssignee(tx, orgId, actorId, id, assignee_id)
    },
  })
}

/** `key`: the request's Idempotency-Key, so a retried note makes one entry. */
export async function addComplaintNote(
  db: Db,
  orgId: string,
  actorId: string,
  id: string,
  { kind, body }: Note,
  key?: KeyedCreate,
): Promise<Saved<ComplaintDetail>> {
  if (!isUuid(id) || !(await owns(db, complaints, orgId, id))) return fail(404, complaintNotFound())
  const values = { complaint_id: id, kind, body, actor_id: actorId }
  const history = { action: 'noted' as const, changes: [{ field: kind, label: kind === 'reply' ? 'Reply' : 'Note', before: null, after: body }] }
  return createOwned(db, orgId, eventArea, {
    values,
    key,
    history,
    also: async (tx) => {
      // Mentions are for colleagues: in a note, not in a reply to the customer.
      const told = kind === 'note' ? await tellMentioned(tx, orgId, actorId, id, body) : []
      await tellFollowers(tx, orgId, actorId, id, kind, body, told)
    },
  })
}

export async function createComplaint(db: Db, orgId: string, actorId: string, input: NewComplaint, key?: KeyedCreate): Promise<Saved<ComplaintDetail>> {
  const refusal = await referenceErrors(db, orgId, input, {
    subscriber_id: [subscribers, chooseCustomer()],
    product_variant_id: [productVariants, chooseProduct()],
  })
  if (refusal) return refusal
  const ticket = sql<number>`(select coalesce(max(${complaints.ticket_seq}), 0) + 1 from ${complaints} where ${complaints.org_id} = ${orgId})`
  return createOwned(db, orgId, area, {
    values: { ...input, ticket_seq: ticket, status: 'open' },
    key,
    also: async (tx, complaintId) => {
      await tx.insert(complaintEvents).values({ org_id: orgId, complaint_id: complaintId, actor_id: actorId, kind: 'opened', body: input.description })
    },
  })
}

/** The people a ticket can be assigned to, as dropdown options. */
export async function assigneeOptions(db: Db, orgId: string) {
  const rows = await db
    .select({ value: users.id, label: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.role, deskRoles)))
    .orderBy(users.firstName)
  return rows
}
