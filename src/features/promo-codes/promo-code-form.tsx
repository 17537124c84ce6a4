import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { discountTypes, promoCodeCreateBody, promoCodeLabels, promoCodeStaleResponse, promoCodeUpdateBody, type PromoCode } from '../../contract/promo-codes'
import { FormSection, FormWide } from '../../ui/form/form-layout'
import { QuerySelectField } from '../../ui/form/query-select-field'
import { ResourceForm } from '../../ui/form/resource-form'
import { SwitchField } from '../../ui/form/switch-field'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { brandOptionsQuery, templateOptionsQuery, variantOptionsQuery } from '../../lib/option-queries'
import { createPromoCode, promoCodes, updatePromoCode } from './api'
import { validateWith } from '../../ui/form/codecs'
import { newPromoCode, promoCodeFields } from './form-values'

const discountOptions = discountTypes.map((value) => ({ value, label: value === 'percent' ? 'Percent off' : 'Flat amount off' }))
const labels = promoCodeLabels

/** One form for create and update: the shared form kit does drafts, errors, saving and conflicts; this lays out the fields. */
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
    cache: { keys: promoCodes.keys, rowId: (code) => code.promo_code_id },
    listPath: '/promo-codes',
    // SPEC.md 8: promo-code create and update failures carry their text in `error`.
    errorFields: ['error', 'message', 'detail', 'errors'],
  })
  const { form, values } = state
  const percent = values.discount_type === 'percent'
  // Brand -> product template -> variant: a choice clears the ones below it, whose options depend on it.
  const clearBelow = (field: 'brand_id' | 'product_template_id') => {
    if (field === 'brand_id') form.setFieldValue('product_template_id', '')
    form.setFieldValue('product_variant_id', '')
  }
  return (
    <ResourceForm
      state={state}
      readers={useReaders(values.brand_id, values.product_template_id)}
      cancelTo="/promo-codes"
      submitLabel={record ? 'Save changes' : 'Create promo code'}
    >
      <FormSection title="Code" text="What customers type at checkout.">
        <form.AppField name="code">
          {(field) => (
            <field.TextField label={labels.code} placeholder="DIWALI25" autoCapitalize="characters" maxLength={20} hint="4 to 20 letters or digits" required />
          )}
        </form.AppField>
        <form.AppField name="is_active">{() => <SwitchField label={labels.is_active} hint="Customers can use the code within its dates" />}</form.AppField>
        <FormWide>
          <form.AppField name="description">
            {(field) => <field.TextField label={labels.description} placeholder="What the offer is for" maxLength={200} multiline />}
          </form.AppField>
        </FormWide>
      </FormSection>
      <FormSection title="Discount" text="A percent off (with an optional cap) or a flat amount off, in rupees.">
        <form.AppField name="discount_type">{(field) => <field.SelectField label={labels.discount_type} options={discountOptions} required />}</form.AppField>
        <form.AppField name="discount_value">
          {(field) => (
            <field.TextField
              label={percent ? 'Percent off' : 'Amount off (₹)'}
              type="number"
              inputMode="decimal"
              min={0}
              placeholder={percent ? '20' : '200'}
              required
            />
          )}
        </form.AppField>
        {percent && (
          <form.AppField name="max_discount_paise">
            {(field) => <field.TextField label={`${labels.max_discount_paise} (₹)`} type="number" inputMode="decimal" min={0} placeholder="No cap" />}
          </form.AppField>
        )}
        <form.AppField name="min_order_paise">
          {(field) => <field.TextField label={`${labels.min_order_paise} (₹)`} type="number" inputMode="decimal" min={0} placeholder="0" />}
        </form.AppField>
      </FormSection>
      <FormSection title="Limits and validity" text="Leave a limit blank for no limit.">
        <form.AppField name="usage_limit">
          {(field) => <field.TextField label={labels.usage_limit} type="number" inputMode="numeric" min={1} placeholder="Unlimited" />}
        </form.AppField>
        <form.AppField name="per_user_limit">
          {(field) => <field.TextField label={labels.per_user_limit} type="number" inputMode="numeric" min={1} placeholder="Unlimited" />}
        </form.AppField>
        <form.AppField name="starts_at">{(field) => <field.TextField label={labels.starts_at} type="datetime-local" required />}</form.AppField>
        <form.AppField name="ends_at">{(field) => <field.TextField label={labels.ends_at} type="datetime-local" required />}</form.AppField>
      </FormSection>
      <FormSection title="Applies to" text="A brand, or narrow the code to one of its products or variants.">
        <form.AppField name="brand_id" listeners={{ onChange: () => clearBelow('brand_id') }}>
          {() => (
            <QuerySelectField
              label={labels.brand_id}
              query={brandOptionsQuery()}
              placeholder="Select a brand"
              required
              whenEmpty={<Link to="/brands-list/add">No brands yet: add your first brand</Link>}
            />
          )}
        </form.AppField>
        <form.AppField name="product_template_id" listeners={{ onChange: () => clearBelow('product_template_id') }}>
          {() => (
            <QuerySelectField
              label={labels.product_template_id}
              query={templateOptionsQuery(values.brand_id)}
              placeholder="All products of the brand"
              disabled={!values.brand_id}
              disabledReason="Choose a brand first"
            />
          )}
        </form.AppField>
        <form.AppField name="product_variant_id">
          {() => (
            <QuerySelectField
              label={labels.product_variant_id}
              query={variantOptionsQuery(values.product_template_id)}
              placeholder="All variants of the product"
              disabled={!values.product_template_id}
              disabledReason="Choose a product template first"
            />
          )}
        </form.AppField>
      </FormSection>
    </ResourceForm>
  )
}

/** The conflict alert names brands, templates and variants as the dropdowns do. */
function useReaders(brandId: string, templateId: string) {
  const options = {
    brand_id: useQuery(brandOptionsQuery()).data,
    product_template_id: useQuery(templateOptionsQuery(brandId)).data,
    product_variant_id: useQuery(variantOptionsQuery(templateId)).data,
  }
  const name = (field: keyof typeof options) => (id: string) => options[field]?.find((option) => option.value === id)?.label ?? id
  return promoCodeFields.readers(promoCodeLabels, {
    brand_id: name('brand_id'),
    product_template_id: name('product_template_id'),
    product_variant_id: name('product_variant_id'),
  })
}
