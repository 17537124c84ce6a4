import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm'
import { isUuid } from '../../kit/list-query'
import type { Finder } from '../../kit/search'
import { shape } from '../../kit/search'
import { bookings, tours } from './schema'

// The palette finds bookings by customer name, phone number or id, and tours by any part of their code.

export const bookingFinder: Finder = {
  order: 8,
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

export const tourFinder: Finder = {
  order: 9,
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
