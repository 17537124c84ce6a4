import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Finder } from '../../kit/search'
import { shape } from '../../kit/search'
import { subscribers } from '../subscribers'
import { complaints } from './schema'
import { ticketNumber } from './ticket-number'

/** CMP-000123, cmp123 or 123: the ticket's number. */
const ticketPattern = /^(?:cmp-?)?0*(\d{1,9})$/i
/** Any contiguous part of a ticket's number as shown (P-0001, 00012, 0123): matched against CMP-000123. */
const ticketPart = /^[cmp]{0,3}-?\d{2,9}$|^[cmp]{1,3}-\d*$/i

export const complaintFinder: Finder = {
  order: 2,
  area: '/complaints',
  select(db, orgId, query) {
    const seq = ticketPattern.exec(query.q)?.[1]
    const part = ticketPart.test(query.q) ? sql`${ticketNumber} ilike ${query.contains}` : undefined
    if (seq === undefined && !part) return null
    const exact = seq === undefined ? undefined : eq(complaints.ticket_seq, Number(seq))
    return (
      db
        .select(shape(complaints.id, ticketNumber, subscribers.name))
        .from(complaints)
        .innerJoin(subscribers, eq(subscribers.id, complaints.subscriber_id))
        .where(and(eq(complaints.org_id, orgId), or(exact, part)))
        // The ticket whose number it is first, then the newest.
        .orderBy(...(exact ? [sql`${exact} desc`] : []), desc(complaints.ticket_seq))
        .limit(query.limit)
    )
  },
  hit: (row) => ({ type: 'complaint', id: row.id, title: row.title, subtitle: row.subtitle, path: `/complaints/view/${row.id}` }),
}
