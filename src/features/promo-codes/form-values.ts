import * as v from 'valibot'
import { promoCodeCreateBody, type PromoCode, type PromoCodeCreateBody } from '../../contract/promo-codes'
import { fromLocalInput, toLocalInput } from '../../lib/dates'
import { paiseToRupees, rupeesToPaise } from '../../lib/money'

/** What the inputs hold: text as typed, rupees rather than paise, local date-times. */
export type PromoCodeFormValues = {
  code: string
  description: string
  discount_type: 'percent' | 'flat'
  discount_value: string
  max_discount: string
  min_order: string
  usage_limit: string
  per_user_limit: string
  starts_at: string
  ends_at: string
  brand_id: string
  product_template_id: string
  product_variant_id: string
  is_active: boolean
  /** The version the edit started from; empty when creating. */
  updated_at: string
}

export const emptyPromoCode: PromoCodeFormValues = {
  code: '',
  description: '',
  discount_type: 'percent',
  discount_value: '',
  max_discount: '',
  min_order: '',
  usage_limit: '',
  per_user_limit: '',
  starts_at: '',
  ends_at: '',
  brand_id: '',
  product_template_id: '',
  product_variant_id: '',
  is_active: true,
  updated_at: '',
}

const whole = (text: string): number | null => (text.trim() === '' ? null : Number(text))

/** The API body of the form (amounts in paise, ISO instants); the contract validates it. */
export function toBody(values: PromoCodeFormValues): PromoCodeCreateBody {
  const value = whole(values.discount_value)
  return {
    code: values.code,
    description: values.description,
    discount_type: values.discount_type,
    discount_value: (values.discount_type === 'flat' ? rupeesToPaise(values.discount_value) : value) ?? Number.NaN,
    max_discount_paise: values.discount_type === 'percent' ? rupeesToPaise(values.max_discount) : null,
    min_order_paise: rupeesToPaise(values.min_order) ?? 0,
    usage_limit: whole(values.usage_limit),
    per_user_limit: whole(values.per_user_limit),
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
    brand_id: values.brand_id,
    product_template_id: values.product_template_id || null,
    product_variant_id: values.product_variant_id || null,
    is_active: values.is_active,
  }
}

export function fromPromoCode(code: PromoCode): PromoCodeFormValues {
  return {
    code: code.code,
    description: code.description,
    discount_type: code.discount_type,
    discount_value: code.discount_type === 'flat' ? paiseToRupees(code.discount_value) : String(code.discount_value),
    max_discount: paiseToRupees(code.max_discount_paise),
    min_order: code.min_order_paise ? paiseToRupees(code.min_order_paise) : '',
    usage_limit: code.usage_limit === null ? '' : String(code.usage_limit),
    per_user_limit: code.per_user_limit === null ? '' : String(code.per_user_limit),
    starts_at: toLocalInput(code.starts_at),
    ends_at: toLocalInput(code.ends_at),
    brand_id: code.brand_id,
    product_template_id: code.product_template_id ?? '',
    product_variant_id: code.product_variant_id ?? '',
    is_active: code.is_active,
    updated_at: code.updated_at,
  }
}

// API field → the input that shows its message.
const fieldOfBody: Record<string, keyof PromoCodeFormValues> = { max_discount_paise: 'max_discount', min_order_paise: 'min_order' }
export const formFieldOf = (bodyField: string): string => fieldOfBody[bodyField] ?? bodyField

/** Form-level validator: the contract's messages, placed on the inputs the user typed in. */
export function validatePromoCodeForm({ value }: { value: PromoCodeFormValues }) {
  const result = v.safeParse(promoCodeCreateBody, toBody(value))
  if (result.success) return undefined
  const fields: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = formFieldOf(String(issue.path?.[0]?.key ?? ''))
    fields[key] ??= issue.input === undefined || (typeof issue.input === 'number' && Number.isNaN(issue.input)) ? fallbackMessage(key, issue.message) : issue.message
  }
  return { fields }
}

function fallbackMessage(field: string, message: string): string {
  return field === 'discount_value' ? 'Please enter the discount' : message
}
