import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { promoCodes } from './schema'
import { countOf } from '../../kit/tiles'
import type { CountProvider } from '../../kit/tiles'
import { activeCodes } from '../../../src/paraglide/m/promo-codes'

export const promoCodeCounts: CountProvider[] = [
  {
    key: 'active_promo_codes',
    label: activeCodes,
    path: '/promo-codes',
    count: (orgId) =>
      countOf(
        promoCodes,
        and(eq(promoCodes.org_id, orgId), eq(promoCodes.is_active, true), lte(promoCodes.starts_at, sql`now()`), gt(promoCodes.ends_at, sql`now()`)),
      ),
  },
]
