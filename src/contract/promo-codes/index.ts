import * as v from 'valibot'
import { messages, requiredText, safeText, type Message } from '../common'
import { csvRupees, csvYesNo } from '../vocabulary'
import type { CsvSpec, Labels } from '../vocabulary'
import { detailResponse, listResponse, optionalField, paiseOf, staleResponse, timestampOf, updatedAtField, uuidOf } from '../lists'
import { promoCodeLabels } from './list'
import * as m from '../../paraglide/m/promo-codes'

export { promoCodeLabels, promoCodeListQuery, type PromoCodeListParams, type PromoCodeListQuery } from './list'

/**
 * Promo codes (docs/areas/promo-codes.md#api). A code belongs to a brand and may narrow to one product template
 * and one of its variants. Failures of create and update also carry `error` (the app reads it there: docs/areas/promo-codes.md#messages).
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
// Its labels (in promo-codes-list.ts, which the list's URL loads without this file) cover every field but these.
promoCodeLabels satisfies Labels<Exclude<keyof PromoCode, 'promo_code_id' | 'brand_name' | 'product_template_name' | 'product_variant_name'>>

export const promoCodeListResponse = listResponse(promoCodeSchema)
export const promoCodeDetailResponse = detailResponse(promoCodeSchema)
export const promoCodeStaleResponse = staleResponse(promoCodeSchema)
/** The answer to a create, update or status change: the message and the code as saved. */
export const promoCodeSavedResponse = detailResponse(promoCodeSchema)

const count = (message: Message) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(10_000_000, message))

const promoCodeFields = {
  code: v.pipe(
    requiredText(() => m.enterCode()),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{4,20}$/, () => m.codeFormat()),
  ),
  description: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(200, () => m.descriptionMax()),
    ),
    '',
  ),
  discount_type: v.picklist(discountTypes, () => m.chooseDiscountType()),
  discount_value: v.pipe(
    paiseOf(() => m.enterDiscount()),
    v.minValue(1, () => m.discountPositive()),
  ),
  max_discount_paise: optionalField(
    v.pipe(
      paiseOf(() => m.maxDiscountAmount()),
      v.minValue(1, () => m.maxDiscountPositive()),
    ),
  ),
  min_order_paise: v.optional(
    paiseOf(() => m.minOrderAmount()),
    0,
  ),
  usage_limit: optionalField(count(() => m.usageLimitWhole())),
  per_user_limit: optionalField(count(() => m.perUserWhole())),
  starts_at: timestampOf(() => m.chooseStart()),
  ends_at: timestampOf(() => m.chooseEnd()),
  brand_id: uuidOf(() => m.chooseBrand()),
  product_template_id: optionalField(uuidOf(() => m.chooseTemplate())),
  product_variant_id: optionalField(uuidOf(() => m.chooseVariant())),
  is_active: v.optional(v.boolean(messages.invalid), true),
}

/**
 * The promo-code form. Its rules across fields are valibot partial checks: each runs as soon as the fields it
 * reads are valid, even while other fields have errors, so the form shows every message at once.
 */
export const promoCodeCreateBody = v.pipe(
  v.object(promoCodeFields),
  v.forward(
    v.partialCheck(
      [['discount_type'], ['discount_value']],
      (input) => input.discount_type !== 'percent' || input.discount_value <= 100,
      () => m.percentRange(),
    ),
    ['discount_value'],
  ),
  v.forward(
    v.partialCheck(
      [['discount_type'], ['max_discount_paise']],
      (input) => input.discount_type === 'percent' || input.max_discount_paise === null,
      () => m.maxOnlyPercent(),
    ),
    ['max_discount_paise'],
  ),
  v.forward(
    v.partialCheck(
      [['starts_at'], ['ends_at']],
      (input) => Date.parse(input.ends_at) > Date.parse(input.starts_at),
      () => m.endAfterStart(),
    ),
    ['ends_at'],
  ),
  v.forward(
    v.partialCheck(
      [['usage_limit'], ['per_user_limit']],
      (input) => input.usage_limit === null || input.per_user_limit === null || input.per_user_limit <= input.usage_limit,
      () => m.perUserOverUsage(),
    ),
    ['per_user_limit'],
  ),
  v.forward(
    v.partialCheck(
      [['product_template_id'], ['product_variant_id']],
      (input) => input.product_variant_id === null || input.product_template_id !== null,
      () => m.chooseTemplateOfVariant(),
    ),
    ['product_template_id'],
  ),
)
export type PromoCodeCreateBody = v.InferInput<typeof promoCodeCreateBody>
/** The same form plus the updated_at it was loaded with. */
export const promoCodeUpdateBody = v.intersect([promoCodeCreateBody, v.object({ updated_at: updatedAtField })])
export type PromoCodeUpdateBody = v.InferInput<typeof promoCodeUpdateBody>

/** PUT /api/promocode/toggle_status/{id}. */
export const promoCodeToggleBody = v.object({ is_active: v.boolean(() => m.chooseActive()) })
export type PromoCodeToggleBody = v.InferInput<typeof promoCodeToggleBody>

/** The three dependent dropdowns: brands (get_erp_brands?options=1), then its templates, then a template's variants. */
export const templateOptionsQuery = v.object({ brand_id: uuidOf(() => m.chooseBrand()) })
export type TemplateOptionsQuery = v.InferInput<typeof templateOptionsQuery>
export const variantOptionsQuery = v.object({ product_template_id: uuidOf(() => m.chooseTemplate()) })
export type VariantOptionsQuery = v.InferInput<typeof variantOptionsQuery>

/** The format=csv export: headers are the labels above, money in rupees. */
export const promoCodeCsv: CsvSpec<PromoCode> = {
  filename: 'promo-codes',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<PromoCode>['columns'] {
    return [
      [promoCodeLabels.code, (row) => row.code],
      [promoCodeLabels.description, (row) => row.description],
      [promoCodeLabels.discount_value, (row) => (row.discount_type === 'percent' ? `${row.discount_value}%` : `INR ${csvRupees(row.discount_value)}`)],
      [`${promoCodeLabels.max_discount_paise} (INR)`, (row) => csvRupees(row.max_discount_paise)],
      [`${promoCodeLabels.min_order_paise} (INR)`, (row) => csvRupees(row.min_order_paise)],
      [promoCodeLabels.usage_limit, (row) => row.usage_limit],
      [promoCodeLabels.per_user_limit, (row) => row.per_user_limit],
      [promoCodeLabels.used_count, (row) => row.used_count],
      [promoCodeLabels.starts_at, (row) => row.starts_at],
      [promoCodeLabels.ends_at, (row) => row.ends_at],
      [promoCodeLabels.brand_id, (row) => row.brand_name],
      [promoCodeLabels.product_template_id, (row) => row.product_template_name],
      [promoCodeLabels.product_variant_id, (row) => row.product_variant_name],
      [promoCodeLabels.is_active, (row) => csvYesNo(row.is_active)],
      [promoCodeLabels.created_at, (row) => row.created_at],
    ]
  },
}

/** The promo codes API (docs/areas/promo-codes.md#api), spelled once. */
export const promoCodePaths = {
  list: '/api/promocode/get_promo_codes',
  detail: (id: string) => `/api/promocode/get_promo_codes/${encodeURIComponent(id)}`,
  create: '/api/promocode/create',
  update: (id: string) => `/api/promocode/update_promocode/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/promocode/toggle_status/${encodeURIComponent(id)}`,
} as const
