import * as v from 'valibot'
import { messages } from '../common'
import { dateOf, listQueryWith, queryFlag, queryId } from '../lists'
import * as m from '../../paraglide/m/promo-codes'
import { labelsFrom } from '../vocabulary'

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

/** Every promo-code field as people read it (form, column, CSV and conflict alert), in the language of the moment. */
export const promoCodeLabels = labelsFrom({
  code: () => m.labelCode(),
  description: () => m.labelDescription(),
  discount_type: () => m.labelDiscountType(),
  discount_value: () => m.labelDiscount(),
  max_discount_paise: () => m.labelMaxDiscount(),
  min_order_paise: () => m.labelMinOrder(),
  usage_limit: () => m.labelUsageLimit(),
  per_user_limit: () => m.labelPerUser(),
  used_count: () => m.labelUsed(),
  starts_at: () => m.labelStarts(),
  ends_at: () => m.labelEnds(),
  brand_id: () => m.labelBrand(),
  product_template_id: () => m.labelTemplate(),
  product_variant_id: () => m.labelVariant(),
  is_active: () => m.labelActive(),
  created_at: () => m.labelCreated(),
  updated_at: () => m.labelUpdated(),
})
