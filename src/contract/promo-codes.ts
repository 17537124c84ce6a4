import * as v from 'valibot'
import { messages, requiredText } from './common'
import type { CrossFieldRule } from './lists'
import {
  detailResponse,
  listQueryWith,
  listResponse,
  optionalField,
  paiseOf,
  queryFlag,
  queryId,
  staleResponse,
  timestampOf,
  updatedAtField,
  uuidOf,
  withRules,
} from './lists'

/**
 * Promo codes (SPEC.md 7 "Promo codes"). A code belongs to a brand and may narrow to one product template
 * and one of its variants. Failures of create and update also carry `error` (SPEC.md 8 reads it there).
 */

export const discountTypes = ['percent', 'flat'] as const
export type DiscountType = (typeof discountTypes)[number]

export const promoCodeSchema = v.object({
  promo_code_id: v.string(),
  code: v.string(),
  description: v.string(),
  discount_type: v.picklist(discountTypes),
  /** Percent 1-100, or paise for a flat discount. */
  discount_value: v.number(),
  /** Cap of a percent discount, in paise. */
  max_discount_paise: v.nullable(v.number()),
  min_order_paise: v.number(),
  usage_limit: v.nullable(v.number()),
  per_user_limit: v.nullable(v.number()),
  used_count: v.number(),
  starts_at: v.string(),
  ends_at: v.string(),
  brand_id: v.string(),
  brand_name: v.string(),
  product_template_id: v.nullable(v.string()),
  product_template_name: v.nullable(v.string()),
  product_variant_id: v.nullable(v.string()),
  product_variant_name: v.nullable(v.string()),
  is_active: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type PromoCode = v.InferOutput<typeof promoCodeSchema>

/** `active_on` (YYYY-MM-DD): codes whose validity window overlaps that day in India. */
export const promoCodeListQuery = listQueryWith(['code', 'created_at', 'starts_at', 'ends_at', 'used_count', 'discount_value'], {
  is_active: v.optional(queryFlag),
  brand_id: v.optional(queryId),
  active_on: v.optional(v.pipe(v.string(), v.isoDate(messages.invalid))),
})
export type PromoCodeListQuery = v.InferInput<typeof promoCodeListQuery>
export type PromoCodeListParams = v.InferOutput<typeof promoCodeListQuery>
export const promoCodeListResponse = listResponse(promoCodeSchema)
export const promoCodeDetailResponse = detailResponse(promoCodeSchema)
export const promoCodeStaleResponse = staleResponse(promoCodeSchema)

const count = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(10_000_000, message))

const promoCodeFields = {
  code: v.pipe(
    requiredText('Please enter a code'),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{4,20}$/, 'Code must be 4 to 20 letters or digits, with no spaces'),
  ),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Description must be at most 200 characters')), ''),
  discount_type: v.picklist(discountTypes, 'Please choose a discount type'),
  discount_value: v.pipe(paiseOf('Please enter the discount'), v.minValue(1, 'The discount must be more than zero')),
  max_discount_paise: optionalField(v.pipe(paiseOf('Maximum discount must be an amount'), v.minValue(1, 'Maximum discount must be more than zero'))),
  min_order_paise: v.optional(paiseOf('Minimum order must be an amount'), 0),
  usage_limit: optionalField(count('Usage limit must be a whole number of at least 1')),
  per_user_limit: optionalField(count('Per-customer limit must be a whole number of at least 1')),
  starts_at: timestampOf('Please choose a start date'),
  ends_at: timestampOf('Please choose an end date'),
  brand_id: uuidOf('Please choose a brand'),
  product_template_id: optionalField(uuidOf('Please choose a product template')),
  product_variant_id: optionalField(uuidOf('Please choose a product variant')),
  is_active: v.optional(v.boolean(messages.invalid), true),
}

type RuleFields = {
  discount_type: string
  discount_value: number
  max_discount_paise: number | null
  usage_limit: number | null
  per_user_limit: number | null
  starts_at: string
  ends_at: string
  product_template_id: string | null
  product_variant_id: string | null
}
const promoRules: CrossFieldRule<RuleFields>[] = [
  {
    field: 'discount_value',
    uses: ['discount_type', 'discount_value'],
    holds: (input) => input.discount_type !== 'percent' || input.discount_value <= 100,
    message: 'A percent discount must be between 1 and 100',
  },
  {
    field: 'max_discount_paise',
    uses: ['discount_type', 'max_discount_paise'],
    holds: (input) => input.discount_type === 'percent' || input.max_discount_paise === null,
    message: 'Maximum discount applies only to percent discounts',
  },
  {
    field: 'ends_at',
    uses: ['starts_at', 'ends_at'],
    holds: (input) => Date.parse(input.ends_at) > Date.parse(input.starts_at),
    message: 'End date must be after the start date',
  },
  {
    field: 'per_user_limit',
    uses: ['usage_limit', 'per_user_limit'],
    holds: (input) => input.usage_limit === null || input.per_user_limit === null || input.per_user_limit <= input.usage_limit,
    message: 'Per-customer limit cannot be more than the usage limit',
  },
  {
    field: 'product_template_id',
    uses: ['product_template_id', 'product_variant_id'],
    holds: (input) => input.product_variant_id === null || input.product_template_id !== null,
    message: 'Please choose the product template of this variant',
  },
]

/** The promo-code form; the same fields, plus the updated_at it was loaded with, update a code. */
export const promoCodeCreateBody = withRules(v.object(promoCodeFields), promoRules)
export type PromoCodeCreateBody = v.InferInput<typeof promoCodeCreateBody>
export const promoCodeUpdateBody = withRules(v.object({ ...promoCodeFields, updated_at: updatedAtField }), promoRules)
export type PromoCodeUpdateBody = v.InferInput<typeof promoCodeUpdateBody>

/** PUT /api/promocode/toggle_status/{id}. */
export const promoCodeToggleBody = v.object({ is_active: v.boolean('Please choose active or inactive') })
export type PromoCodeToggleBody = v.InferInput<typeof promoCodeToggleBody>

/** The three dependent dropdowns: brands (get_erp_brands?options=1), then its templates, then a template's variants. */
export const templateOptionsQuery = v.object({ brand_id: uuidOf('Please choose a brand') })
export type TemplateOptionsQuery = v.InferInput<typeof templateOptionsQuery>
export const variantOptionsQuery = v.object({ product_template_id: uuidOf('Please choose a product template') })
export type VariantOptionsQuery = v.InferInput<typeof variantOptionsQuery>

export const duplicateCodeMessage = 'A promo code with this code already exists.'
