import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Subscriber, SubscriberDetail } from '../../../src/contract/subscribers'
import type { SubscriberListParams } from '../../../src/contract/subscribers-list'
import type { Db } from '../../db/client'
import { complaints, subscribers as s } from '../../db/schema'
import { ticketNumber } from '../complaints/ticket-number'
import { iso, isUuid, orderingSql, pageAndTotal, pageOf, searchSql } from '../../kit/list-query'
import type { ListResult } from '../../kit/list-query'

export const subscriberNotFound = 'Subscriber not found.'
// Days are Indian days, like the dashboard's.
const zone = 'Asia/Kolkata'

/** The roles that see subscribers' phone numbers and emails in full; the server masks them for everyone else. */
const contactRoles: readonly string[] = ['owner', 'manager', 'support']
export const seesContact = (role: string) => contactRoles.includes(role)

/** +919876543210 -> +91******3210 */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-4)}`
/** ravi.kumar@gmail.com -> r***@gmail.com */
export const maskEmail = (email: string) => {
  const at = email.indexOf('@')
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`
}

const columns = {
  subscriber_id: s.id,
  name: s.name,
  phone: s.phone,
  email: s.email,
  city: s.city,
  plan: s.plan,
  status: s.status,
  since: s.since,
}
const ordering = { name: s.name, since: s.since, city: s.city, plan: s.plan, status: s.status }
type Row = { [Key in keyof typeof columns]: (typeof columns)[Key]['_']['data'] }

const toSubscriber = (row: Row, full: boolean): Subscriber => ({
  ...row,
  phone: full ? row.phone : maskPhone(row.phone),
  email: full ? row.email : maskEmail(row.email),
  since: iso(row.since),
  contact_masked: !full,
})

/** Rows on Indian days from `from` to `to`, both included. */
export function dayRange(column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(column, sql`(${from}::date::timestamp at time zone ${zone})`) : undefined,
    to ? lt(column, sql`((${to}::date + 1)::timestamp at time zone ${zone})`) : undefined,
  )
}

/** Masked roles search names only: matching on a hidden phone number would reveal it a digit at a time. */
function subscriberFilter(orgId: string, params: SubscriberListParams, full: boolean): SQL | undefined {
  return and(
    eq(s.org_id, orgId),
    searchSql(params.search, full ? [s.name, s.phone, s.email] : [s.name]),
    params.city ? eq(s.city, params.city) : undefined,
    params.plan ? eq(s.plan, params.plan) : undefined,
    params.status ? eq(s.status, params.status) : undefined,
    dayRange(s.since, params.from, params.to),
  )
}

export async function listSubscribers(
  db: Db,
  orgId: string,
  role: string,
  params: SubscriberListParams,
  signal?: AbortSignal,
): Promise<ListResult<Subscriber>> {
  const full = seesContact(role)
  const where = subscriberFilter(orgId, params, full)
  const page = pageOf(params)
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      db
        .select(columns)
        .from(s)
        .where(where)
        .orderBy(...orderingSql(params.ordering, ordering, '-since', s.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.$count(s, where),
    signal,
  )
  return { rows: rows.map((row) => toSubscriber(row, full)), total }
}

/** One subscriber of the organisation with their complaints (when the caller may open complaints); null when not found. */
export async function getSubscriber(db: Db, orgId: string, role: string, id: string, withComplaints: boolean): Promise<SubscriberDetail | null> {
  if (!isUuid(id)) return null
  const [row] = await db
    .select(columns)
    .from(s)
    .where(and(eq(s.id, id), eq(s.org_id, orgId)))
  if (!row) return null
  const theirs = withComplaints
    ? await db
        .select({
          complaint_id: complaints.id,
          ticket_number: ticketNumber,
          category: complaints.category,
          priority: complaints.priority,
          status: complaints.status,
          created_at: complaints.created_at,
        })
        .from(complaints)
        .where(and(eq(complaints.subscriber_id, id), eq(complaints.org_id, orgId)))
        .orderBy(desc(complaints.created_at))
        .limit(100)
    : null
  return { ...toSubscriber(row, seesContact(role)), complaints: theirs?.map((item) => ({ ...item, created_at: iso(item.created_at) })) ?? null }
}
