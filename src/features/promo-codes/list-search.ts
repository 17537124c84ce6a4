import * as v from 'valibot'
import { listSearchEntries, type ListSearch } from '../../ui/list/list-search'

/** /promo-codes?status=active&brand_id=…&active_on=2026-11-22: the view lives in the URL. */
export const promoCodeSearch = v.object({
  ...listSearchEntries,
  status: v.fallback(v.optional(v.picklist(['active', 'inactive'])), undefined),
  brand_id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  active_on: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
})
export type PromoCodeSearch = ListSearch & { status?: 'active' | 'inactive'; brand_id?: string; active_on?: string }

export const PROMO_DEFAULT_ORDERING = '-created_at'
