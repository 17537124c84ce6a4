import { sql } from 'drizzle-orm'
import { complaints } from './schema'

/** A ticket's number as people see it: CMP-000123. */
export const ticketNumber = sql<string>`'CMP-' || lpad(${complaints.ticket_seq}::text, 6, '0')`
