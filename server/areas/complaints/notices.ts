import { and, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm'
import { assignedComplaint, mentionedOnTicket, noteOnTicket, replyOnTicket, someone } from '../../../src/paraglide/m/inbox'
import { users } from '../../auth/schema'
import type { Db, Tx } from '../../db/client'
import { notify } from '../inbox'
import { complaintEvents, complaints } from './schema'
import { ticketNumber } from './ticket-number'

// What a ticket's changes tell people (docs/areas/inbox.md): its new assignee, and those who follow it (its assignee
// and everyone who wrote on it) of a reply or a note. Written in the change's own transaction.

const linkOf = (id: string) => `/complaints/view/${id}`

async function ticketOf(tx: Tx, id: string) {
  const [row] = await tx.select({ ticket: ticketNumber, assignee: complaints.assignee_id }).from(complaints).where(eq(complaints.id, id))
  return row
}

export async function tellAssignee(tx: Tx, orgId: string, actorId: string, id: string, assigneeId: string | null): Promise<void> {
  const row = await ticketOf(tx, id)
  if (!row || !assigneeId) return
  await notify(tx, orgId, {
    kind: 'assigned',
    to: [assigneeId],
    actorId,
    record: { type: 'complaint', id },
    link: linkOf(id),
    text: () => ({ title: assignedComplaint({ ticket: row.ticket }) }),
  })
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`

/** The organisation's active members a note can mention ('@First Last'), for the note field's completion. */
export async function mentionOptions(db: Tx | Db, orgId: string) {
  return db
    .select({ value: users.id, label: fullName })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.status, 'active')))
    .orderBy(users.firstName, users.lastName)
}

/**
 * The members a note mentions: '@' and a member's full name, in any case, of this organisation's active members only
 * (notify leaves out the writer). Each is told once, as 'mentioned'; answers who was, so the followers' notice skips them.
 */
export async function tellMentioned(tx: Tx, orgId: string, actorId: string, id: string, body: string): Promise<string[]> {
  if (!body.includes('@')) return []
  const row = await ticketOf(tx, id)
  if (!row) return []
  const mentioned = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        eq(users.status, 'active'),
        ne(users.id, actorId),
        sql`length(${fullName}) > 0 and position(lower('@' || ${fullName}) in lower(${body})) > 0`,
      ),
    )
  const actor = await nameOf(tx, actorId)
  return notify(tx, orgId, {
    kind: 'mentioned',
    to: mentioned.map((person) => person.id),
    actorId,
    record: { type: 'complaint', id },
    link: linkOf(id),
    text: () => ({ title: mentionedOnTicket({ name: actor || someone(), ticket: row.ticket }), body: body.slice(0, 280) }),
  })
}

async function nameOf(tx: Tx, id: string) {
  const [actor] = await tx.select({ name: fullName }).from(users).where(eq(users.id, id))
  return actor?.name ?? ''
}

/** `told`: the people already told of this note (its mentions), left out here. */
export async function tellFollowers(
  tx: Tx,
  orgId: string,
  actorId: string,
  id: string,
  kind: 'note' | 'reply',
  body: string,
  told: string[] = [],
): Promise<void> {
  const row = await ticketOf(tx, id)
  if (!row) return
  const writers = await tx
    .selectDistinct({ id: complaintEvents.actor_id })
    .from(complaintEvents)
    .where(
      and(
        eq(complaintEvents.complaint_id, id),
        isNotNull(complaintEvents.actor_id),
        inArray(complaintEvents.kind, ['opened', 'note', 'reply']),
        told.length ? notInArray(complaintEvents.actor_id, told) : undefined,
      ),
    )
  const actor = await nameOf(tx, actorId)
  await notify(tx, orgId, {
    kind: 'reply',
    to: [row.assignee, ...writers.map((writer) => writer.id)].filter((person) => !person || !told.includes(person)),
    actorId,
    record: { type: 'complaint', id },
    link: linkOf(id),
    text: () => {
      const name = actor || someone()
      return { title: kind === 'reply' ? replyOnTicket({ name, ticket: row.ticket }) : noteOnTicket({ name, ticket: row.ticket }), body: body.slice(0, 280) }
    },
  })
}
