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
import * as m from '../../paraglide/m/promo-codes'

export const promoCodesBack: Back = {
  to: '/promo-codes',
  get label() {
    return m.backToCodes()
  },
}
const discountOptions = () => discountTypes.map((value) => ({ value, label: value === 'percent' ? m.percentOffOption() : m.flatOffOption() }))
const money = { type: 'number', inputMode: 'decimal', min: 0 } as const
const count = () => ({ type: 'number', inputMode: 'numeric', min: 1, placeholder: m.unlimited() }) as const

const sections = (percent: boolean): SectionSpec<PromoCodeFormValues>[] => [
  {
    title: m.codeSection(),
    text: m.codeSectionText(),
    fields: {
      code: { placeholder: m.codePlaceholder(), autoCapitalize: 'characters', maxLength: 20, hint: m.codeHint(), required: true },
      is_active: { kind: 'switch', hint: m.activeHint() },
      description: { placeholder: m.descriptionPlaceholder(), maxLength: 200, multiline: true, wide: true },
    },
  },
  {
    title: m.discountSection(),
    text: m.discountSectionText(),
    fields: {
      discount_type: { kind: 'select', options: discountOptions(), required: true },
      discount_value: {
        ...money,
        label: percent ? m.percentOffOption() : m.amountOffRupees(),
        placeholder: percent ? m.percentPlaceholder() : m.amountPlaceholder(),
        required: true,
      },
      max_discount_paise: percent && { ...money, label: m.labelInRupees({ label: promoCodeLabels.max_discount_paise }), placeholder: m.noCap() },
      min_order_paise: { ...money, label: m.labelInRupees({ label: promoCodeLabels.min_order_paise }), placeholder: '0' },
    },
  },
  {
    title: m.limitsSection(),
    text: m.limitsSectionText(),
    fields: {
      usage_limit: count(),
      per_user_limit: count(),
      starts_at: { type: 'datetime-local', required: true },
      ends_at: { type: 'datetime-local', required: true },
    },
  },
  {
    title: m.appliesTo(),
    text: m.appliesSectionText(),
    fields: {
      brand_id: brandField({ placeholder: m.selectBrand() }),
      product_template_id: {
        kind: 'options',
        query: (values) => templateOptionsQuery(values.brand_id),
        dependsOn: 'brand_id',
        placeholder: m.allProducts(),
        disabledReason: m.chooseBrandFirst(),
      },
      product_variant_id: {
        kind: 'options',
        query: (values) => variantOptionsQuery(values.product_template_id),
        dependsOn: 'product_template_id',
        placeholder: m.allVariants(),
        disabledReason: m.chooseTemplateFirst(),
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
    errors: { fields: ['error', 'message', 'detail', 'errors'] },
  })
  return (
    <ResourceForm
      state={state}
      labels={promoCodeLabels}
      fields={promoCodeFields}
      sections={sections(state.values.discount_type === 'percent')}
      submitLabel={record ? m.saveChanges() : m.createCode()}
    />
  )
}
