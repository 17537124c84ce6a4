import { useQuery } from '@tanstack/react-query'
import type { ProductTemplate } from '../../contract/catalogue'
import { ServerErrorContext } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { brandOptionsQueryOptions, categoriesQueryOptions } from './api'
import { CategorySelect } from './components/category-select'
import { withCurrent } from '../../ui/form/form-state'
import { FormFooter, FormSection } from './components/form-parts'
import { ImagePicker } from './components/image-picker'
import { StaleAlert } from '../../ui/form/stale-alert'
import { statusOptions } from './format'
import { gstOptions, templateDifferences, templateValuesOf } from './template-form-values'
import { useTemplateForm, type TemplateFormOptions, type TemplateFormState } from './use-template-form'
import '../../ui/styles/forms.css'

/** The one product template form: create when there is no record, update when there is. */
export function TemplateForm(options: TemplateFormOptions) {
  const state = useTemplateForm(options)
  const { form, serverError, conflict } = state
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
        <ProductFields state={state} record={options.record} />
        <FormSection title="Tax" text="Printed on invoices for this product.">
          <form.AppField name="hsn_code">{(field) => <field.TextField label="HSN code" inputMode="numeric" maxLength={8} hint="4 to 8 digits" required />}</form.AppField>
          <form.AppField name="gst_rate">{(field) => <field.SelectField label="GST rate" options={gstOptions} placeholder="Select GST rate" required />}</form.AppField>
        </FormSection>
        <FormSection title="Images" text="Shown wherever this product appears.">
          <ImagePicker existing={state.images.existing} onRemoveExisting={state.images.remove} files={state.images.files} onFiles={state.images.setFiles} />
        </FormSection>
        <FormFooter cancelTo="/products/templates">
          <form.AppForm>
            <form.SubmitButton label={options.record ? 'Save changes' : 'Add template'} />
          </form.AppForm>
        </FormFooter>
      </form>
    </ServerErrorContext.Provider>
  )
}

function ProductFields({ state, record }: { state: TemplateFormState; record?: ProductTemplate }) {
  const { form } = state
  const brands = useQuery(brandOptionsQueryOptions())
  const categories = useQuery(categoriesQueryOptions())
  const brandOptions = withCurrent(brands.data, record && { value: record.brand_id, label: record.brand_name })
  return (
    <FormSection title="Product" text="What the product is and where it belongs.">
      <form.AppField name="brand_id">
        {(field) => (
          <field.SelectField label="Brand" options={brandOptions} placeholder="Select brand" loading={brands.isPending} hint={brands.isError ? 'Brands could not be loaded. Reload the page to try again.' : undefined} required />
        )}
      </form.AppField>
      <form.AppField name="category_id">
        {() => <CategorySelect categories={categories.data} loading={categories.isPending} failed={categories.isError} current={record && { value: record.category_id, label: record.category_name }} />}
      </form.AppField>
      <form.AppField name="name">{(field) => <field.TextField label="Product name" maxLength={120} placeholder="Cotton kurta" required />}</form.AppField>
      <form.AppField name="status">{(field) => <field.SelectField label="Status" options={statusOptions} required />}</form.AppField>
      <div className="catalogue-wide">
        <form.AppField name="description">{(field) => <field.TextField label="Description" maxLength={2000} multiline />}</form.AppField>
      </div>
    </FormSection>
  )
}

function Conflict({ state, current }: { state: TemplateFormState; current: ProductTemplate }) {
  const brands = useQuery(brandOptionsQueryOptions())
  const categories = useQuery(categoriesQueryOptions())
  const names = {
    brand: (id: string) => brands.data?.find((option) => option.value === id)?.label ?? (id === current.brand_id ? current.brand_name : id),
    category: (id: string) => categories.data?.find((category) => category.id === id)?.name ?? (id === current.category_id ? current.category_name : id),
  }
  return <StaleAlert differences={templateDifferences(state.values, state.base, templateValuesOf(current), names)} onLoadLatest={state.loadLatest} />
}
