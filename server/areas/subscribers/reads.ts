import { and, desc, eq } from 'drizzle-orm'
import type { Subscriber, SubscriberDetail } from '../../../src/contract/subscribers'
import type { SubscriberListParams } from '../../../src/contract/subscribers/list'
import type { Db } from '../../db/client'
import { complaints, ticketNumber } from '../complaints'
import { subscribers as s } from './schema'
import { dayRange, iso } from '../../kit/list-query'
import type { ListResult } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { subscriberNotFound as notFoundText } from '../../../src/paraglide/m/subscribers'
import { maskEmail, maskPhone, seesContact } from './contact'

/** In the language of the request. */
export const subscriberNotFound = () => notFoundText()

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
type Row = { [Key in keyof typeof columns]: (typeof columns)[Key]['_']['data'] }

const toSubscriber = (row: Row, full: boolean): Subscriber => ({
  ...row,
  phone: full ? row.phone : maskPhone(row.phone),
  email: full ? row.email : maskEmail(row.email),
  since: iso(row.since),
  contact_masked: !full,
})

/** Masked roles search names only: matching on a hidden phone number would reveal it a digit at a time. */
const readsFor = (full: boolean) =>
  resourceReads({
    table: s,
    select: (db: Db) => db.select(columns).from(s),
    toItem: (row: Row) => toSubscriber(row, full),
    order: { by: { name: s.name, since: s.since, city: s.city, plan: s.plan, status: s.status }, default: '-since' },
    search: full ? [s.name, s.phone, s.email] : [s.name],
    // The app only reads subscribers (the seed writes them); a write of theirs must record history, or this goes.
    keepCount: true,
    filters: (params: SubscriberListParams) => [
      params.city ? eq(s.city, params.city) : undefined,
      params.plan ? eq(s.plan, params.plan) : undefined,
      params.status ? eq(s.status, params.status) : undefined,
      dayRange(s.since, params.from, params.to),
    ],
  })
const fullReads = readsFor(true)
const maskedReads = readsFor(false)
const readsOf = (role: string) => (seesContact(role) ? fullReads : maskedReads)

export const listSubscribers = (db: Db, orgId: string, role: string, params: SubscriberListParams, signal?: AbortSignal): Promise<ListResult<Subscriber>> =>
  readsOf(role).list(db, orgId, params, signal)

/** One subscriber of the organisation with their complaints (when the caller may open complaints); null when not found. */
export async function getSubscriber(db: Db, orgId: string, role: string, id: string, withComplaints: boolean): Promise<SubscriberDetail | null> {
  const subscriber = await readsOf(role).get(db, orgId, id)
  if (!subscriber) return null
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
  return { ...subscriber, complaints: theirs?.map((item) => ({ ...item, created_at: iso(item.created_at) })) ?? null }
}
