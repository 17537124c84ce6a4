import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Complaint, ComplaintDetail } from '../../../src/contract/complaints'
import type { ComplaintListParams } from '../../../src/contract/complaints/list'
import type { Db } from '../../db/client'
import { complaintEvents as events, complaints as c } from './schema'
import { productVariants } from '../catalogue'
import { subscribers, maskEmail, maskPhone, seesContact } from '../subscribers'
import { users } from '../../auth/schema'
import { dayRange, iso, isUuid } from '../../kit/list-query'
import type { ListResult } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { ticketNumber } from './ticket-number'
import { complaintNotFound as notFoundText } from '../../../src/paraglide/m/complaints'

/** In the language of the request. */
export const complaintNotFound = () => notFoundText()

const assignee = alias(users, 'assignee')
const fullName = (table: { id: AnyColumn; firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`case when ${table.id} is null then null else ${table.firstName} || ' ' || ${table.lastName} end`
const columns = {
  complaint_id: c.id,
  ticket_number: ticketNumber,
  subscriber_id: c.subscriber_id,
  customer_name: subscribers.name,
  order_reference: c.order_reference,
  product_name: productVariants.name,
  category: c.category,
  priority: c.priority,
  status: c.status,
  assignee_id: c.assignee_id,
  assignee_name: fullName(assignee),
  created_at: c.created_at,
  updated_at: c.updated_at,
  resolved_at: c.resolved_at,
}
// Urgent first when sorted by priority descending.
const priorityRank = sql`array_position(array['low','medium','high','urgent']::text[], ${c.priority})`
const statusRank = sql`array_position(array['open','in_progress','resolved','closed']::text[], ${c.status})`

const selectComplaints = (db: Db) =>
  db
    .select(columns)
    .from(c)
    .innerJoin(subscribers, eq(subscribers.id, c.subscriber_id))
    .leftJoin(productVariants, eq(productVariants.id, c.product_variant_id))
    .leftJoin(assignee, eq(assignee.id, c.assignee_id))

type Row = Awaited<ReturnType<ReturnType<typeof selectComplaints>['execute']>>[number]
const toComplaint = ({ complaint_id, ticket_number, subscriber_id, customer_name, order_reference, product_name, ...row }: Row): Complaint => ({
  complaint_id,
  ticket_number,
  subscriber_id,
  customer_name,
  order_reference,
  product_name,
  category: row.category,
  priority: row.priority,
  status: row.status,
  assignee_id: row.assignee_id,
  assignee_name: row.assignee_name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  resolved_at: row.resolved_at ? iso(row.resolved_at) : null,
})

function assigneeFilter(value: string | undefined, userId: string): SQL | undefined {
  if (value === undefined) return undefined
  if (value === 'none') return isNull(c.assignee_id)
  return eq(c.assignee_id, value === 'me' ? userId : value)
}

/** The list's parameters and who asks (`assignee_id=me`). */
type Asked = ComplaintListParams & { userId: string }

const reads = resourceReads({
  table: c,
  select: selectComplaints,
  countFrom: (db: Db) =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(c)
      .innerJoin(subscribers, eq(subscribers.id, c.subscriber_id)),
  toItem: toComplaint,
  order: {
    by: { ticket_number: c.ticket_seq, created_at: c.created_at, priority: priorityRank, status: statusRank, updated_at: c.updated_at },
    default: '-created_at',
  },
  search: [ticketNumber, c.order_reference, subscribers.name],
  filters: ({ status, ...params }: Asked) => [
    status === 'unresolved' ? inArray(c.status, ['open', 'in_progress']) : status ? eq(c.status, status) : undefined,
    params.priority ? eq(c.priority, params.priority) : undefined,
    params.category ? eq(c.category, params.category) : undefined,
    assigneeFilter(params.assignee_id, params.userId),
    params.subscriber_id ? eq(c.subscriber_id, params.subscriber_id) : undefined,
    dayRange(c.created_at, params.from, params.to),
    params.created_after ? gt(c.created_at, new Date(params.created_after)) : undefined,
  ],
})

export const listComplaints = (db: Db, orgId: string, userId: string, params: ComplaintListParams, signal?: AbortSignal): Promise<ListResult<Complaint>> =>
  reads.list(db, orgId, { ...params, userId }, signal)

const actor = alias(users, 'actor')
const detailColumns = {
  ...columns,
  product_variant_id: c.product_variant_id,
  description: c.description,
  phone: subscribers.phone,
  email: subscribers.email,
  city: subscribers.city,
  plan: subscribers.plan,
  sku: productVariants.sku,
  price_paise: productVariants.price_paise,
  order_placed_at: c.order_placed_at,
  order_amount_paise: c.order_amount_paise,
}

/** One complaint with its customer, product, order and timeline; null for an unknown id or another organisation's. */
export async function getComplaint(db: Db, orgId: string, id: string, role = 'owner'): Promise<ComplaintDetail | null> {
  if (!isUuid(id)) return null
  const [row] = await db
    .select(detailColumns)
    .from(c)
    .innerJoin(subscribers, eq(subscribers.id, c.subscriber_id))
    .leftJoin(productVariants, eq(productVariants.id, c.product_variant_id))
    .leftJoin(assignee, eq(assignee.id, c.assignee_id))
    .where(and(eq(c.id, id), eq(c.org_id, orgId)))
  if (!row) return null
  const timeline = await db
    .select({
      event_id: events.id,
      kind: events.kind,
      body: events.body,
      from_status: events.from_status,
      to_status: events.to_status,
      actor_name: fullName(actor),
      created_at: events.created_at,
    })
    .from(events)
    .leftJoin(actor, eq(actor.id, events.actor_id))
    .where(and(eq(events.complaint_id, id), eq(events.org_id, orgId)))
    .orderBy(asc(events.created_at), asc(events.id))
  const full = seesContact(role)
  return {
    ...toComplaint(row),
    description: row.description,
    customer: {
      subscriber_id: row.subscriber_id,
      name: row.customer_name,
      phone: full ? row.phone : maskPhone(row.phone),
      email: full ? row.email : maskEmail(row.email),
      city: row.city,
      plan: row.plan,
    },
    product:
      row.product_variant_id && row.product_name !== null
        ? { product_variant_id: row.product_variant_id, name: row.product_name, sku: row.sku ?? '', price_paise: row.price_paise ?? 0 }
        : null,
    order: row.order_reference
      ? { reference: row.order_reference, placed_at: row.order_placed_at ? iso(row.order_placed_at) : null, amount_paise: row.order_amount_paise }
      : null,
    timeline: timeline.map((event) => ({ ...event, created_at: iso(event.created_at) })),
  }
}
