import * as v from 'valibot'
import { discountTypes, promoCodeCreateBody, promoCodeLabels, promoCodeStaleResponse, promoCodeUpdateBody, type PromoCode } from '../../contract/promo-codes'
import { brandField } from '../../ui/form/brand-field'
import type { SectionSpec } from '../../ui/form/declared-fields'
import type { Back } from '../../ui/form/form-screens'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { templateOptionsQuery, variantOptionsQuery } from '../../lib/option-queries'
import { createPromoCode, promoCodes, updatePromoCode } from './api'
import { validateWith } from '../../ui/form/codecs'
import { newPromoCode, promoCodeFields, type PromoCodeFormValues } from './form-values'

export const promoCodesBack: Back = { to: '/promo-codes', label: 'Back to promo codes' }
const discountOptions = discountTypes.map((value) => ({ value, label: value === 'percent' ? 'Percent off' : 'Flat amount off' }))
const money = { type: 'number', inputMode: 'decimal', min: 0 } as const
const count = { type: 'number', inputMode: 'numeric', min: 1, placeholder: 'Unlimited' } as const

const sections = (percent: boolean): SectionSpec<PromoCodeFormValues>[] => [
  {
    title: 'Code',
    text: 'What customers type at checkout.',
    fields: {
      code: { placeholder: 'e.g. DIWALI25', autoCapitalize: 'characters', maxLength: 20, hint: '4 to 20 letters or digits', required: true },
      is_active: { kind: 'switch', hint: 'Customers can use the code within its dates' },
      description: { placeholder: 'What the offer is for', maxLength: 200, multiline: true, wide: true },
    },
  },
  {
    title: 'Discount',
    text: 'A percent off (with an optional cap) or a flat amount off, in rupees.',
    fields: {
      discount_type: { kind: 'select', options: discountOptions, required: true },
      discount_value: { ...money, label: percent ? 'Percent off' : 'Amount off (₹)', placeholder: percent ? 'e.g. 20' : 'e.g. 200', required: true },
      max_discount_paise: percent && { ...money, label: `${promoCodeLabels.max_discount_paise} (₹)`, placeholder: 'No cap' },
      min_order_paise: { ...money, label: `${promoCodeLabels.min_order_paise} (₹)`, placeholder: '0' },
    },
  },
  {
    title: 'Limits and validity',
    text: 'Leave a limit blank for no limit.',
    fields: {
      usage_limit: count,
      per_user_limit: count,
      starts_at: { type: 'datetime-local', required: true },
      ends_at: { type: 'datetime-local', required: true },
    },
  },
  {
    title: 'Applies to',
    text: 'A brand, or narrow the code to one of its products or variants.',
    fields: {
      brand_id: brandField({ placeholder: 'Select a brand', required: true }),
      product_template_id: {
        kind: 'options',
        query: (values) => templateOptionsQuery(values.brand_id),
        dependsOn: 'brand_id',
        placeholder: 'All products of the brand',
        disabledReason: 'Choose a brand first',
      },
      product_variant_id: {
        kind: 'options',
        query: (values) => variantOptionsQuery(values.product_template_id),
        dependsOn: 'product_template_id',
        placeholder: 'All variants of the product',
        disabledReason: 'Choose a product template first',
      },
    },
  },
]

/** One form for create and update: the shared form kit does drafts, errors, saving and conflicts; this declares the fields. */
export function PromoCodeForm({ record, draftKey }: { record?: PromoCode; draftKey: string }) {
  const state = useResourceForm({
    draftKey,
    record,
    empty: newPromoCode(),
    valuesOf: promoCodeFields.read,
    validate: validateWith(promoCodeCreateBody, promoCodeFields.write),
    create: (values, key) => createPromoCode(v.parse(promoCodeCreateBody, promoCodeFields.write(values)), key),
    update: (values, code) => updatePromoCode(code.promo_code_id, v.parse(promoCodeUpdateBody, promoCodeFields.write(values))),
    staleSchema: promoCodeStaleResponse,
    cache: promoCodes,
    listPath: promoCodesBack.to,
    // docs/areas/promo-codes.md#messages: promo-code create and update failures carry their text in `error`.
    errorFields: ['error', 'message', 'detail', 'errors'],
  })
  return (
    <ResourceForm
      state={state}
      labels={promoCodeLabels}
      fields={promoCodeFields}
      sections={sections(state.values.discount_type === 'percent')}
      cancelTo={promoCodesBack.to}
      submitLabel={record ? 'Save changes' : 'Create promo code'}
    />
  )
}
