import * as v from 'valibot'
import { messages } from './common'
import { dateOf, listQueryWith, queryFlag, queryId } from './lists'
import type { Labels } from './vocabulary'

// What the promo-code list needs at navigation (its URL and filters), apart from the rest of the contract, so the
// first download of the app does not carry every promo-code schema.

/** `active_on` (YYYY-MM-DD): codes whose validity window overlaps that day in India. */
export const promoCodeListQuery = listQueryWith(['code', 'created_at', 'starts_at', 'ends_at', 'used_count', 'discount_value'], {
  is_active: v.optional(queryFlag),
  brand_id: v.optional(queryId),
  active_on: v.optional(dateOf(messages.invalid)),
})
export type PromoCodeListQuery = v.InferInput<typeof promoCodeListQuery>
export type PromoCodeListParams = v.InferOutput<typeof promoCodeListQuery>

/** Every promo-code field as people read it (form, column, CSV and conflict alert). */
export const promoCodeLabels = {
  code: 'Code',
  description: 'Description',
  discount_type: 'Discount type',
  discount_value: 'Discount',
  max_discount_paise: 'Maximum discount',
  min_order_paise: 'Minimum order',
  usage_limit: 'Usage limit',
  per_user_limit: 'Uses per customer',
  used_count: 'Used',
  starts_at: 'Starts',
  ends_at: 'Ends',
  brand_id: 'Brand',
  product_template_id: 'Product template',
  product_variant_id: 'Product variant',
  is_active: 'Active',
  created_at: 'Created',
  updated_at: 'Updated',
} as const satisfies Labels<string>
