import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { insertAll } from '../../db/bulk-insert'
import type { Db } from '../../db/client'
import { demoOrgId } from '../../db/demo'
import { complaintEvents, complaints } from '../complaints'
import { productVariants } from '../catalogue'
import { subscribers } from './schema'
import { users } from '../../auth/schema'
import { daysBefore, seededRandom } from '../../db/seed-random'
import type { Random } from '../../db/seed-random'
import { isUniqueViolation } from '../../kit/result'
import type { SeedOrg } from '../../kit/area'

type SubscriberPlan = { orgId: string; subscribers: number; complaints: number; seed: number }

/** The demo organisation at full size (20,000 subscribers, 2,000 complaints over 90 days), small for test databases; Lotus a few. */
function subscriberPlans(orgId: string, size: 'full' | 'small' = 'full'): SubscriberPlan {
  if (orgId !== demoOrgId) return { orgId, subscribers: 40, complaints: 12, seed: 2 }
  return size === 'small' ? { orgId, subscribers: 300, complaints: 120, seed: 1 } : { orgId, subscribers: 20_000, complaints: 2_000, seed: 1 }
}

const firstNames = [
  'Aditya',
  'Kavya',
  'Rahul',
  'Sneha',
  'Vivek',
  'Pooja',
  'Karthik',
  'Divya',
  'Suresh',
  'Lakshmi',
  'Imran',
  'Fatima',
  'Rohit',
  'Neha',
  'Arjun',
  'Ishita',
  'Manoj',
  'Swathi',
  'Harish',
  'Ritu',
  'Sanjay',
  'Anjali',
  'Tarun',
  'Bhavana',
  'Nikhil',
  'Zoya',
  'Gaurav',
  'Madhuri',
  'Prakash',
  'Simran',
]
const lastNames = [
  'Reddy',
  'Sharma',
  'Rao',
  'Gupta',
  'Verma',
  'Naidu',
  'Khan',
  'Singh',
  'Iyer',
  'Chowdary',
  'Kapoor',
  'Agarwal',
  'Varma',
  'Joshi',
  'Malhotra',
  'Goud',
  'Bansal',
  'Siddiqui',
  'Pillai',
  'Mehta',
]
const mailHosts = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com']
const complaintTexts: Record<string, string[]> = {
  delivery: ['Order arrived three days late.', 'Parcel marked delivered but not received.', 'Delivery partner asked for extra cash.'],
  quality: ['Stitching came apart after one wash.', 'Colour faded on first wash.', 'Fabric is thinner than shown.'],
  wrong_item: ['Received size M instead of L.', 'Got a different colour than ordered.', 'Package had someone else’s order.'],
  refund: ['Refund not received after return pickup.', 'Refund credited short by the shipping charge.'],
  billing: ['Charged twice for one order.', 'Promo code discount not applied on the invoice.'],
  other: ['Cannot update my address in the app.', 'Want to cancel my subscription.'],
}
const notes = [
  'Called the customer, will check with the warehouse.',
  'Escalated to the courier partner.',
  'Asked the customer for photos.',
  'Replacement approved.',
]
const replies = [
  'Sorry for the trouble, we are looking into it.',
  'Your refund has been initiated; it reaches you in 5-7 days.',
  'A replacement is on its way.',
]
const categories = ['delivery', 'quality', 'wrong_item', 'refund', 'billing', 'other'] as const
type ComplaintRow = typeof complaints.$inferInsert & { id: string; created_at: Date }
type EventRow = typeof complaintEvents.$inferInsert
/** The people who work tickets: id to name. */
type Staff = Map<string, string>

const hour = 3_600_000
const plus = (date: Date, hours: number, now: number) => new Date(Math.min(date.getTime() + hours * hour, now - 60_000))

function subscriberRows(plan: SubscriberPlan, random: Random, now: number) {
  return Array.from({ length: plan.subscribers }, (_, index) => {
    const first = random.pick(firstNames)
    const last = random.pick(lastNames)
    const since = daysBefore(now, random.int(1, 900) + random.next())
    return {
      id: randomUUID(),
      org_id: plan.orgId,
      name: `${first} ${last}`,
      phone: `+91${random.int(6, 9)}${random.int(1000, 9999)}${String(index).padStart(5, '0')}`,
      email: `${first}.${last}${index}@${random.pick(mailHosts)}`.toLowerCase(),
      city: random.chance(0.55) ? ('hyd' as const) : ('delhi' as const),
      plan: random.pick(['basic', 'basic', 'plus', 'premium'] as const),
      status: random.pick(['active', 'active', 'active', 'paused', 'cancelled'] as const),
      since,
      created_at: since,
      updated_at: since,
    }
  })
}

/** The status a complaint of this age has reached: older ones are mostly resolved or closed. */
function statusOf(random: Random, ageDays: number) {
  const done = Math.min(0.9, ageDays / 20)
  if (!random.chance(done)) return random.chance(0.5) ? ('open' as const) : ('in_progress' as const)
  return ageDays > 10 && random.chance(0.6) ? ('closed' as const) : ('resolved' as const)
}

/** The events that brought the complaint to its status, in order. */
function timelineOf(row: ComplaintRow, random: Random, staff: Staff, now: number): { events: EventRow[]; resolvedAt: Date | null } {
  const base = { org_id: row.org_id, complaint_id: row.id }
  const opened = row.created_at
  const blank = { body: '', from_status: null, to_status: null, actor_id: null }
  const events: EventRow[] = [{ ...base, ...blank, kind: 'opened', body: row.description as string, created_at: opened, updated_at: opened }]
  const actor = row.assignee_id ?? random.pick([...staff.keys()])
  const steps: [number, Omit<EventRow, 'org_id' | 'complaint_id'>][] = []
  const order = ['open', 'in_progress', 'resolved', 'closed'] as const
  const reached = order.indexOf(row.status as (typeof order)[number])
  if (row.assignee_id) steps.push([1, { kind: 'assigned', body: staff.get(row.assignee_id) ?? '', actor_id: actor }])
  if (reached >= 1) steps.push([3, { kind: 'status', from_status: 'open', to_status: 'in_progress', actor_id: actor }])
  if (reached >= 1 && random.chance(0.7)) steps.push([6, { kind: 'note', body: random.pick(notes), actor_id: actor }])
  if (reached >= 1 && random.chance(0.5)) steps.push([9, { kind: 'reply', body: random.pick(replies), actor_id: actor }])
  if (reached >= 2) steps.push([30, { kind: 'status', from_status: 'in_progress', to_status: 'resolved', actor_id: actor }])
  if (reached >= 3) steps.push([96, { kind: 'status', from_status: 'resolved', to_status: 'closed', actor_id: actor }])
  let resolvedAt: Date | null = null
  for (const [hours, step] of steps) {
    const at = plus(opened, hours + random.next(), now)
    events.push({ ...base, ...blank, ...step, created_at: at, updated_at: at })
    if (step.to_status === 'resolved') resolvedAt = at
  }
  return { events, resolvedAt }
}

function complaintRows(
  plan: SubscriberPlan,
  random: Random,
  now: number,
  refs: { subscribers: string[]; variants: { id: string; price: number }[]; staff: Staff },
) {
  const rows: ComplaintRow[] = []
  const events: EventRow[] = []
  for (let index = 0; index < plan.complaints; index++) {
    const ageDays = random.next() * 90
    const created = daysBefore(now, ageDays)
    const category = random.pick(categories)
    const variant = refs.variants.length && category !== 'other' ? random.pick(refs.variants) : null
    const status = statusOf(random, ageDays)
    const row: ComplaintRow = {
      id: randomUUID(),
      org_id: plan.orgId,
      ticket_seq: index + 1,
      subscriber_id: random.pick(refs.subscribers),
      order_reference: variant ? `ORD-${random.int(100000, 999999)}` : '',
      order_placed_at: variant ? daysBefore(created.getTime(), random.int(1, 15)) : null,
      order_amount_paise: variant ? variant.price * random.int(1, 3) : null,
      product_variant_id: variant?.id ?? null,
      category,
      priority: random.pick(['low', 'medium', 'medium', 'high', 'urgent'] as const),
      status,
      description: random.pick(complaintTexts[category] ?? ['']),
      assignee_id: status === 'open' && random.chance(0.5) ? null : random.pick([...refs.staff.keys()]),
      created_at: created,
    }
    const timeline = timelineOf(row, random, refs.staff, now)
    const last = timeline.events.at(-1)?.created_at as Date
    rows.push({ ...row, resolved_at: timeline.resolvedAt, updated_at: last })
    events.push(...timeline.events)
  }
  return { rows, events }
}

/** Seeds the organisation's subscribers and complaints once: skipped when it already has subscribers. */
async function seedSubscribers(db: Db, plan: SubscriberPlan): Promise<boolean> {
  // Whether any exists, not how many: every start asks, and an organisation may have a million.
  const [existing] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.org_id, plan.orgId)).limit(1)
  if (existing) return false
  const random = seededRandom(plan.seed + 100)
  const now = Date.now()
  const staff = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.orgId, plan.orgId), inArray(users.role, ['owner', 'manager', 'support'])))
    .orderBy(asc(users.email))
  const variants = await db
    .select({ id: productVariants.id, price: productVariants.price_paise })
    .from(productVariants)
    .where(eq(productVariants.org_id, plan.orgId))
    .orderBy(asc(productVariants.sku))
    .limit(200)
  const people = subscriberRows(plan, random, now)
  const refs = { subscribers: people.map((row) => row.id), variants, staff: new Map(staff.map((row) => [row.id, row.name])) }
  const { rows, events } = refs.staff.size ? complaintRows(plan, random, now, refs) : { rows: [], events: [] }
  try {
    await db.transaction(async (tx) => {
      await insertAll(tx, subscribers, people)
      await insertAll(tx, complaints, rows)
      await insertAll(tx, complaintEvents, events)
    })
  } catch (error) {
    // Another API copy starting at the same moment seeded it first.
    if (isUniqueViolation(error)) return false
    throw error
  }
  return true
}

/** The subscribers seed step (its index.ts): subscribers and their complaints. */
export const subscriberSeed = (db: Db, { orgId, size }: SeedOrg) => seedSubscribers(db, subscriberPlans(orgId, size))
