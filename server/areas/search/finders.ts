import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm'
import type { AreaPath } from '../../../src/contract/permissions'
import { phonePattern } from '../../../src/contract/search'
import type { SearchHit } from '../../../src/contract/search'
import type { Db } from '../../db/client'
import { isUuid } from '../../kit/list-query'
import { bookings, tours } from '../booking'
import { brands, productTemplates, productVariants } from '../catalogue'
import { complaints, ticketNumber } from '../complaints'
import { surveyEmployees } from '../employees'
import { promoCodes } from '../promo-codes'
import { subscribers, maskPhone, seesContact } from '../subscribers'

/**
 * What every finder gets: the trimmed query, its LIKE patterns (contains, and a phone number's), whether it may be a
 * name (`text`: not an id, not a whole phone number) or part of a code (`code`: not an id; a SKU such as
 * KSR-000086-6-IVR has as many digits as a phone number), the caller's role and how many hits it may return.
 */
export type Query = { q: string; contains: string; phone: string | null; text: boolean; code: boolean; role: string; limit: number }

/** One row of the search's union: every area's columns as text, in one shape. */
export type FoundRow = { id: string; title: string; subtitle: string; extra: string | null }

/**
 * One area's part of the search: the screen whose permission it needs; its select over one organisation's rows (the
 * union's columns, `shape`), in the order of an indexed column so a common word stops after `limit` rows of the index
 * instead of sorting every match, or null when the query cannot name one of its records; and the hit a row makes.
 * search.ts asks every finder the role may use in one UNION ALL query.
 */
export type Finder = {
  area: AreaPath
  select: (db: Db, orgId: string, query: Query) => SQLWrapper | null
  hit: (row: FoundRow, query: Query) => SearchHit
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export function queryOf(q: string, role: string, limit: number): Query {
  const phone = phonePattern(q)
  // Seven digits or more are a phone number: no name, code or SKU is looked through for them.
  const text = !isUuid(q) && !(phone && q.replace(/\D/g, '').length >= 7)
  return { q, contains: `%${escapeLike(q)}%`, phone, text, code: !isUuid(q), role, limit }
}

type Cell = AnyColumn | SQL
const asText = (cell: Cell, name: keyof FoundRow) => sql<string>`(${cell})::text`.as(name)
/** The union's columns, in its order: every branch names the same four. */
const shape = (id: Cell, title: Cell, subtitle: Cell, extra: Cell = sql`null`) => ({
  id: asText(id, 'id'),
  title: asText(title, 'title'),
  subtitle: asText(subtitle, 'subtitle'),
  extra: asText(extra, 'extra'),
})

const subscriberFinder: Finder = {
  area: '/subscribers',
  select(db, orgId, query) {
    // Masked roles search names only: matching on a hidden number would reveal it a digit at a time.
    const full = seesContact(query.role)
    const match = full && query.phone ? sql`${subscribers.phone} like ${query.phone}` : query.text ? ilike(subscribers.name, query.contains) : undefined
    if (!match) return null
    return db
      .select(shape(subscribers.id, subscribers.name, subscribers.phone))
      .from(subscribers)
      .where(and(eq(subscribers.org_id, orgId), match))
      .orderBy(asc(subscribers.name))
      .limit(query.limit)
  },
  hit: (row, query) => ({
    type: 'subscriber',
    id: row.id,
    title: row.title,
    subtitle: seesContact(query.role) ? row.subtitle : maskPhone(row.subtitle),
    path: `/subscribers?subscriber=${encodeURIComponent(row.id)}`,
  }),
}

const promoCodeFinder: Finder = {
  area: '/promo-codes',
  select: (db, orgId, query) =>
    query.code
      ? db
          .select(shape(promoCodes.id, promoCodes.code, promoCodes.description))
          .from(promoCodes)
          .where(and(eq(promoCodes.org_id, orgId), ilike(promoCodes.code, query.contains)))
          .orderBy(asc(promoCodes.code))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'promo_code', id: row.id, title: row.title, subtitle: row.subtitle, path: `/promo-codes/update/${row.id}` }),
}

const variantFinder: Finder = {
  area: '/products/variants',
  select: (db, orgId, query) =>
    query.code
      ? db
          .select(shape(productVariants.id, productVariants.name, productVariants.sku))
          .from(productVariants)
          .where(
            and(
              eq(productVariants.org_id, orgId),
              query.text
                ? or(ilike(productVariants.sku, query.contains), ilike(productVariants.name, query.contains))
                : ilike(productVariants.sku, query.contains),
            ),
          )
          .orderBy(asc(productVariants.name))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'variant', id: row.id, title: row.title, subtitle: row.subtitle, path: `/products/variants/update/${row.id}` }),
}

const templateFinder: Finder = {
  area: '/products/templates',
  select: (db, orgId, query) =>
    query.text
      ? db
          .select(shape(productTemplates.id, productTemplates.name, productTemplates.hsn_code))
          .from(productTemplates)
          .where(and(eq(productTemplates.org_id, orgId), ilike(productTemplates.name, query.contains)))
          .orderBy(asc(productTemplates.name))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'template', id: row.id, title: row.title, subtitle: `HSN ${row.subtitle}`, path: `/products/templates/update/${row.id}` }),
}

const brandFinder: Finder = {
  area: '/brands-list',
  select: (db, orgId, query) =>
    query.text
      ? db
          .select(shape(brands.id, brands.name, sql`case when ${brands.is_active} then 'Active' else 'Inactive' end`))
          .from(brands)
          .where(and(eq(brands.org_id, orgId), ilike(brands.name, query.contains)))
          .orderBy(asc(brands.name))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'brand', id: row.id, title: row.title, subtitle: row.subtitle, path: `/brands-list/update/${row.id}` }),
}

/** CMP-000123, cmp123 or 123: the ticket's number. */
const ticketPattern = /^(?:cmp-?)?0*(\d{1,9})$/i
/** Any contiguous part of a ticket's number as shown (P-0001, 00012, 0123): matched against CMP-000123. */
const ticketPart = /^[cmp]{0,3}-?\d{2,9}$|^[cmp]{1,3}-\d*$/i

const complaintFinder: Finder = {
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

const employeeFinder: Finder = {
  area: '/employees',
  select(db, orgId, query) {
    // An operator id is the employee's id, found whole.
    const match = isUuid(query.q) ? eq(surveyEmployees.id, query.q) : query.text ? ilike(surveyEmployees.name, query.contains) : undefined
    if (!match) return null
    return db
      .select(shape(surveyEmployees.id, surveyEmployees.name, surveyEmployees.city))
      .from(surveyEmployees)
      .where(and(eq(surveyEmployees.org_id, orgId), match))
      .orderBy(asc(surveyEmployees.name))
      .limit(query.limit)
  },
  hit: (row) => ({
    type: 'employee',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle === 'hyd' ? 'Hyderabad' : 'Delhi',
    path: `/employees/update/${row.id}`,
  }),
}

const bookingFinder: Finder = {
  area: '/bookings-all',
  select(db, orgId, query) {
    const match = isUuid(query.q)
      ? eq(bookings.id, query.q)
      : query.phone
        ? sql`${bookings.customer_phone} like ${query.phone}`
        : query.text
          ? ilike(bookings.customer_name, query.contains)
          : undefined
    if (!match) return null
    return db
      .select(shape(bookings.id, bookings.customer_name, sql`${bookings.pickup_name} || ' to ' || ${bookings.drop_name}`, bookings.customer_phone))
      .from(bookings)
      .where(and(eq(bookings.org_id, orgId), match))
      .orderBy(desc(bookings.scheduled_at))
      .limit(query.limit)
  },
  hit: (row) => ({
    type: 'booking',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    path: `/bookings-all?search=${encodeURIComponent(row.extra ?? '')}`,
  }),
}

const tourFinder: Finder = {
  area: '/manage-logistics',
  select: (db, orgId, query) =>
    query.code
      ? db
          .select(shape(tours.id, tours.code, sql`coalesce(${tours.driver_name}, 'No driver yet')`))
          .from(tours)
          .where(and(eq(tours.org_id, orgId), ilike(tours.code, query.contains)))
          .orderBy(asc(tours.code))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'tour', id: row.id, title: row.title, subtitle: row.subtitle, path: `/manage-logistics/${row.id}` }),
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
