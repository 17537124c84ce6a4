import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { AreaPath } from '../../../src/contract/permissions'
import { phonePattern } from '../../../src/contract/search'
import type { SearchHit } from '../../../src/contract/search'
import type { Db } from '../../db/client'
import { isUuid } from '../../kit/list-query'
import { bookings, tours } from '../booking/schema'
import { brands, productTemplates, productVariants } from '../catalogue/schema'
import { complaints } from '../complaints/schema'
import { ticketNumber } from '../complaints/ticket-number'
import { surveyEmployees } from '../employees/schema'
import { promoCodes } from '../promo-codes/schema'
import { subscribers } from '../subscribers/schema'
import { maskPhone, seesContact } from '../subscribers/reads'

/**
 * What every finder gets: the trimmed query, its LIKE patterns (contains, and a phone number's), whether it may be a
 * name or a code (`text`: not an id, not a whole phone number), the caller's role and how many hits it may return.
 */
export type Query = { q: string; contains: string; phone: string | null; text: boolean; role: string; limit: number }

/**
 * One area's part of the search: the screen whose permission it needs, and the query over its rows of one organisation,
 * in the order of an indexed column, so a common word stops after `limit` rows of the index instead of sorting every
 * match (the closest matches are put first across areas in search.ts).
 */
export type Finder = { area: AreaPath; find: (db: Db, orgId: string, query: Query) => Promise<SearchHit[]> }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export function queryOf(q: string, role: string, limit: number): Query {
  const phone = phonePattern(q)
  // Seven digits or more are a phone number: no name, code or SKU is looked through for them.
  const text = !isUuid(q) && !(phone && q.replace(/\D/g, '').length >= 7)
  return { q, contains: `%${escapeLike(q)}%`, phone, text, role, limit }
}

const subscriberFinder: Finder = {
  area: '/subscribers',
  async find(db, orgId, query) {
    const full = seesContact(query.role)
    // Masked roles search names only: matching on a hidden number would reveal it a digit at a time.
    const match = full && query.phone ? sql`${subscribers.phone} like ${query.phone}` : query.text ? ilike(subscribers.name, query.contains) : undefined
    if (!match) return []
    const rows = await db
      .select({ id: subscribers.id, name: subscribers.name, phone: subscribers.phone })
      .from(subscribers)
      .where(and(eq(subscribers.org_id, orgId), match))
      .orderBy(asc(subscribers.name))
      .limit(query.limit)
    return rows.map((row) => ({
      type: 'subscriber',
      id: row.id,
      title: row.name,
      subtitle: full ? row.phone : maskPhone(row.phone),
      path: `/subscribers?subscriber=${encodeURIComponent(row.id)}`,
    }))
  },
}

const promoCodeFinder: Finder = {
  area: '/promo-codes',
  async find(db, orgId, query) {
    if (!query.text) return []
    const rows = await db
      .select({ id: promoCodes.id, code: promoCodes.code, description: promoCodes.description })
      .from(promoCodes)
      .where(and(eq(promoCodes.org_id, orgId), ilike(promoCodes.code, query.contains)))
      .orderBy(asc(promoCodes.code))
      .limit(query.limit)
    return rows.map((row) => ({ type: 'promo_code', id: row.id, title: row.code, subtitle: row.description, path: `/promo-codes/update/${row.id}` }))
  },
}

const variantFinder: Finder = {
  area: '/products/variants',
  async find(db, orgId, query) {
    if (!query.text) return []
    const rows = await db
      .select({ id: productVariants.id, sku: productVariants.sku, name: productVariants.name })
      .from(productVariants)
      .where(and(eq(productVariants.org_id, orgId), or(ilike(productVariants.sku, query.contains), ilike(productVariants.name, query.contains))))
      .orderBy(asc(productVariants.name))
      .limit(query.limit)
    return rows.map((row) => ({ type: 'variant', id: row.id, title: row.name, subtitle: row.sku, path: `/products/variants/update/${row.id}` }))
  },
}

const templateFinder: Finder = {
  area: '/products/templates',
  async find(db, orgId, query) {
    if (!query.text) return []
    const rows = await db
      .select({ id: productTemplates.id, name: productTemplates.name, hsn: productTemplates.hsn_code })
      .from(productTemplates)
      .where(and(eq(productTemplates.org_id, orgId), ilike(productTemplates.name, query.contains)))
      .orderBy(asc(productTemplates.name))
      .limit(query.limit)
    return rows.map((row) => ({ type: 'template', id: row.id, title: row.name, subtitle: `HSN ${row.hsn}`, path: `/products/templates/update/${row.id}` }))
  },
}

const brandFinder: Finder = {
  area: '/brands-list',
  async find(db, orgId, query) {
    if (!query.text) return []
    const rows = await db
      .select({ id: brands.id, name: brands.name, active: brands.is_active })
      .from(brands)
      .where(and(eq(brands.org_id, orgId), ilike(brands.name, query.contains)))
      .orderBy(asc(brands.name))
      .limit(query.limit)
    return rows.map((row) => ({
      type: 'brand',
      id: row.id,
      title: row.name,
      subtitle: row.active ? 'Active' : 'Inactive',
      path: `/brands-list/update/${row.id}`,
    }))
  },
}

/** CMP-000123, cmp123 or 123: the ticket's number. */
const ticketPattern = /^(?:cmp-?)?0*(\d{1,9})$/i

const complaintFinder: Finder = {
  area: '/complaints',
  async find(db, orgId, query) {
    const seq = ticketPattern.exec(query.q)?.[1]
    if (seq === undefined) return []
    const rows = await db
      .select({ id: complaints.id, ticket: ticketNumber, customer: subscribers.name })
      .from(complaints)
      .innerJoin(subscribers, eq(subscribers.id, complaints.subscriber_id))
      .where(and(eq(complaints.org_id, orgId), eq(complaints.ticket_seq, Number(seq))))
      .limit(query.limit)
    return rows.map((row) => ({ type: 'complaint', id: row.id, title: row.ticket, subtitle: row.customer, path: `/complaints/view/${row.id}` }))
  },
}

const employeeFinder: Finder = {
  area: '/employees',
  async find(db, orgId, query) {
    // An operator id is the employee's id, found whole.
    const match = isUuid(query.q) ? eq(surveyEmployees.id, query.q) : query.text ? ilike(surveyEmployees.name, query.contains) : undefined
    if (!match) return []
    const rows = await db
      .select({ id: surveyEmployees.id, name: surveyEmployees.name, city: surveyEmployees.city })
      .from(surveyEmployees)
      .where(and(eq(surveyEmployees.org_id, orgId), match))
      .orderBy(asc(surveyEmployees.name))
      .limit(query.limit)
    return rows.map((row) => ({
      type: 'employee',
      id: row.id,
      title: row.name,
      subtitle: row.city === 'hyd' ? 'Hyderabad' : 'Delhi',
      path: `/employees/update/${row.id}`,
    }))
  },
}

const bookingFinder: Finder = {
  area: '/bookings-all',
  async find(db, orgId, query) {
    const match = isUuid(query.q)
      ? eq(bookings.id, query.q)
      : query.phone
        ? sql`${bookings.customer_phone} like ${query.phone}`
        : query.text
          ? ilike(bookings.customer_name, query.contains)
          : undefined
    if (!match) return []
    const rows = await db
      .select({ id: bookings.id, name: bookings.customer_name, phone: bookings.customer_phone, pickup: bookings.pickup_name, drop: bookings.drop_name })
      .from(bookings)
      .where(and(eq(bookings.org_id, orgId), match))
      .orderBy(desc(bookings.scheduled_at))
      .limit(query.limit)
    return rows.map((row) => ({
      type: 'booking',
      id: row.id,
      title: row.name,
      subtitle: `${row.pickup} to ${row.drop}`,
      path: `/bookings-all?search=${encodeURIComponent(row.phone)}`,
    }))
  },
}

const tourFinder: Finder = {
  area: '/manage-logistics',
  async find(db, orgId, query) {
    if (!query.text) return []
    const rows = await db
      .select({ id: tours.id, code: tours.code, driver: tours.driver_name })
      .from(tours)
      .where(and(eq(tours.org_id, orgId), ilike(tours.code, query.contains)))
      .orderBy(asc(tours.code))
      .limit(query.limit)
    return rows.map((row) => ({ type: 'tour', id: row.id, title: row.code, subtitle: row.driver ?? 'No driver yet', path: `/manage-logistics/${row.id}` }))
  },
}

/** The finders in the order their hits are listed when they match equally well. */
export const finders: readonly Finder[] = [
  subscriberFinder,
  complaintFinder,
  promoCodeFinder,
  variantFinder,
  templateFinder,
  brandFinder,
  employeeFinder,
  bookingFinder,
  tourFinder,
]
