import { useQuery } from '@tanstack/react-query'
import type { ProductVariant } from '../../contract/catalogue'
import { ServerErrorContext } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { brandOptionsQueryOptions, templateOptionsQueryOptions } from './api'
import { withCurrent } from '../../ui/form/form-state'
import { FormFooter, FormSection } from './components/form-parts'
import { StaleAlert } from '../../ui/form/stale-alert'
import { statusOptions } from './format'
import { useVariantForm, type VariantFormOptions, type VariantFormState } from './use-variant-form'
import { variantDifferences, variantValuesOf } from './variant-form-values'
import '../../ui/styles/forms.css'

/** The one product variant form: create when there is no record, update when there is. */
export function VariantForm(options: VariantFormOptions) {
  const state = useVariantForm(options)
  const { form, serverError, conflict } = state
  const creating = !options.record
  return (
    <ServerErrorContext.Provider value={serverError}>
      <form
        className="catalogue-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {conflict ? <Conflict state={state} current={conflict} /> : <ServerErrorAlert />}
        <TemplateFields state={state} record={options.record} />
        <FormSection title="Variant" text="How this size or colour is told apart.">
          <form.AppField name="sku">{(field) => <field.TextField label="SKU" autoCapitalize="characters" maxLength={40} placeholder="KURTA-BLU-M" hint="Letters, digits and hyphens" required />}</form.AppField>
          <form.AppField name="name">{(field) => <field.TextField label="Variant name" maxLength={120} placeholder="Blue, medium" required />}</form.AppField>
          <form.AppField name="attributes.size">{(field) => <field.TextField label="Size" maxLength={20} placeholder="M" />}</form.AppField>
          <form.AppField name="attributes.colour">{(field) => <field.TextField label="Colour" maxLength={30} placeholder="Indigo" />}</form.AppField>
          <form.AppField name="barcode">{(field) => <field.TextField label="Barcode" inputMode="numeric" maxLength={14} hint="8 to 14 digits (EAN or UPC)" />}</form.AppField>
          <form.AppField name="status">{(field) => <field.SelectField label="Status" options={statusOptions} required />}</form.AppField>
        </FormSection>
        <FormSection title="Price" text="In rupees. The selling price cannot be more than the MRP.">
          <form.AppField name="mrp_paise">{(field) => <field.TextField label="MRP (₹)" type="number" inputMode="decimal" min={0} placeholder="1499" required />}</form.AppField>
          <form.AppField name="price_paise">{(field) => <field.TextField label="Selling price (₹)" type="number" inputMode="decimal" min={0} placeholder="1299" required />}</form.AppField>
        </FormSection>
        {creating && (
          <FormSection title="Opening stock" text="Units on hand in each location now. Leave blank for none.">
            <form.AppField name="initial_stock_hyd">{(field) => <field.TextField label="Hyderabad" type="number" inputMode="numeric" min={0} placeholder="0" />}</form.AppField>
            <form.AppField name="initial_stock_delhi">{(field) => <field.TextField label="Delhi" type="number" inputMode="numeric" min={0} placeholder="0" />}</form.AppField>
          </FormSection>
        )}
        <FormFooter cancelTo="/products/variants">
          <form.AppForm>
            <form.SubmitButton label={creating ? 'Add variant' : 'Save changes'} />
          </form.AppForm>
        </FormFooter>
      </form>
    </ServerErrorContext.Provider>
  )
}

function useTemplateChoices(brandId: string, record?: ProductVariant) {
  const brands = useQuery(brandOptionsQueryOptions())
  const templates = useQuery(templateOptionsQueryOptions(brandId))
  const own = record && record.brand_id === brandId ? { value: record.template_id, label: record.template_name } : undefined
  return {
    brands: withCurrent(brands.data, record && { value: record.brand_id, label: record.brand_name }),
    brandsLoading: brands.isPending,
    brandsFailed: brands.isError,
    templates: withCurrent(templates.data, own),
    templatesLoading: Boolean(brandId) && templates.isPending,
    templatesFailed: templates.isError,
  }
}

function TemplateFields({ state, record }: { state: VariantFormState; record?: ProductVariant }) {
  const { form, values } = state
  const choices = useTemplateChoices(values.brand_id, record)
  const failed = (what: string) => `${what} could not be loaded. Reload the page to try again.`
  return (
    <FormSection title="Product" text="The product template this variant belongs to.">
      <form.AppField name="brand_id" listeners={{ onChange: () => form.setFieldValue('template_id', '') }}>
        {(field) => <field.SelectField label="Brand" options={choices.brands} placeholder="Select brand" loading={choices.brandsLoading} hint={choices.brandsFailed ? failed('Brands') : undefined} />}
      </form.AppField>
      <form.AppField name="template_id">
        {(field) => (
          <field.SelectField
            label="Product template"
            options={choices.templates}
            placeholder="Select template"
            loading={choices.templatesLoading}
            disabled={!values.brand_id}
            disabledReason="Choose a brand first"
            hint={choices.templatesFailed ? failed('Templates') : 'Active templates of the chosen brand'}
            required
          />
        )}
      </form.AppField>
    </FormSection>
  )
}

function Conflict({ state, current }: { state: VariantFormState; current: ProductVariant }) {
  const templates = useQuery(templateOptionsQueryOptions(state.values.brand_id))
  const templateName = (id: string) => templates.data?.find((option) => option.value === id)?.label ?? (id === current.template_id ? current.template_name : id)
  return <StaleAlert differences={variantDifferences(state.values, state.base, variantValuesOf(current), templateName)} onLoadLatest={state.loadLatest} />
}
