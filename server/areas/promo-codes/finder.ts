import { and, asc, eq, ilike } from 'drizzle-orm'
import type { Finder } from '../../kit/search'
import { shape } from '../../kit/search'
import { promoCodes } from './schema'

/** The palette finds promo codes by any part of their code. */
export const promoCodeFinder: Finder = {
  order: 3,
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
