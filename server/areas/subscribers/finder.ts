import { and, asc, eq, ilike, sql } from 'drizzle-orm'
import type { Finder } from '../../kit/search'
import { shape } from '../../kit/search'
import { maskPhone, seesContact } from './contact'
import { subscribers } from './schema'

/** The palette finds subscribers by name, or by phone number for the roles that see numbers. */
export const subscriberFinder: Finder = {
  order: 1,
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
