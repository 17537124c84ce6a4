import type { PromoCode } from '../../contract/promo-codes'
import { toLocalInput } from '../../lib/dates'
import { paiseToRupees, rupeesToPaise } from '../../lib/money'
import { choice, flag, formFields, localTime, optionalId, rupees, text, whole, wholeNumber, type Codec } from '../../ui/form/codecs'

type Discount = Pick<PromoCode, 'discount_type'>
const percent = (record: Discount) => record.discount_type === 'percent'

// A percent is typed as is, a flat amount in rupees; the cap applies only to a percent, the minimum order is 0 when blank.
const discountValue: Codec<number, number, string> = {
  empty: '',
  read: (value, code: Discount) => (percent(code) ? String(value) : paiseToRupees(value)),
  write: (field, values: Discount) => (percent(values) ? whole(field) : rupeesToPaise(field)) ?? Number.NaN,
}
const maxDiscount: Codec<number | null, number | null, string> = {
  ...rupees,
  write: (field, values: Discount) => (percent(values) ? rupeesToPaise(field) : null),
}
const minOrder: Codec<number, number, string> = { ...rupees, read: (value) => (value ? paiseToRupees(value) : ''), write: (field) => rupeesToPaise(field) ?? 0 }

/** The promo-code form's fields, under the contract's keys. */
export const promoCodeFields = formFields({
  code: text,
  description: text,
  discount_type: choice<PromoCode['discount_type']>('percent'),
  discount_value: discountValue,
  max_discount_paise: maxDiscount,
  min_order_paise: minOrder,
  usage_limit: wholeNumber,
  per_user_limit: wholeNumber,
  starts_at: localTime,
  ends_at: localTime,
  brand_id: text,
  product_template_id: optionalId,
  product_variant_id: optionalId,
  is_active: flag(true),
  updated_at: text,
})
export type PromoCodeFormValues = ReturnType<typeof promoCodeFields.empty>

/** A new code runs for 30 days from the next full hour. */
export function newPromoCode(now = new Date()): PromoCodeFormValues {
  const start = new Date(now)
  start.setMinutes(0, 0, 0)
  start.setHours(start.getHours() + 1)
  const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000)
  return promoCodeFields.empty({ starts_at: toLocalInput(start.toISOString()), ends_at: toLocalInput(end.toISOString()) })
}
