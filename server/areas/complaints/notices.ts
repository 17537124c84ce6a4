import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm'
import { assignedComplaint, mentionedOnTicket, noteOnTicket, replyOnTicket, someone } from '../../../src/paraglide/m/inbox'
import type { Tx } from '../../db/client'
import { memberName, mentionedIn, notify } from '../inbox'
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

/**
 * The members a note mentions (server/areas/inbox/mentions.ts). Each is told once, as 'mentioned'; answers who was,
 * so the followers' notice skips them.
 */
export async function tellMentioned(tx: Tx, orgId: string, actorId: string, id: string, body: string): Promise<string[]> {
  if (!body.includes('@')) return []
  const row = await ticketOf(tx, id)
  if (!row) return []
  const mentioned = await mentionedIn(tx, orgId, actorId, body)
  const actor = await memberName(tx, actorId)
  return notify(tx, orgId, {
    kind: 'mentioned',
    to: mentioned,
    actorId,
    record: { type: 'complaint', id },
    link: linkOf(id),
    text: () => ({ title: mentionedOnTicket({ name: actor || someone(), ticket: row.ticket }), body: body.slice(0, 280) }),
  })
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
  const actor = await memberName(tx, actorId)
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
