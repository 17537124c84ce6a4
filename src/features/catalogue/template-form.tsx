import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { templateLabels, templateStaleResponse, type ProductTemplate } from '../../contract/catalogue'
import { withCurrent } from '../../ui/form/form-state'
import { FormSection, FormWide } from '../../ui/form/form-layout'
import { ImagePicker } from '../../ui/form/image-picker'
import { QuerySelectField } from '../../ui/form/query-select-field'
import { ResourceForm } from '../../ui/form/resource-form'
import { SwitchField } from '../../ui/form/switch-field'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { brandOptionsQuery, categoryOptionsQuery, optionKeys } from '../../lib/option-queries'
import { brands, createTemplate, templates, updateTemplate } from './api'
import { CategorySelect } from './components/category-select'
import { gstOptions, templateFields, templateFormData, templateReaders, validateTemplate } from './template-form-values'
import { useTemplateImages } from './use-template-images'

type TemplateFormProps = {
  /** The record being edited, as the server has it now; absent when creating. */
  record?: ProductTemplate
  /** Brand chosen in advance (from a brand's row). */
  brandId?: string
  draftKey: string
}
const labels = templateLabels

/** The one product template form: create when there is no record, update when there is. */
export function TemplateForm({ record, brandId, draftKey }: TemplateFormProps) {
  const images = useTemplateImages(draftKey, record)
  const state = useResourceForm({
    draftKey,
    record,
    empty: templateFields.empty({ brand_id: brandId ?? '' }),
    valuesOf: templateFields.read,
    validate: validateTemplate,
    create: (values, key) => createTemplate(templateFormData(values, images.files), key),
    update: (values, row) =>
      updateTemplate(templateFormData(values, images.files, { id: row.id, updated_at: values.updated_at, remove_image_ids: images.removed })),
    staleSchema: templateStaleResponse,
    cache: { keys: templates.keys, rowId: (row) => row.id, touched: [brands.keys.all, optionKeys.all] },
    listPath: '/products/templates',
    extra: images.extra,
  })
  const { form } = state
  const brandOptions = useQuery(brandOptionsQuery())
  const categories = useQuery(categoryOptionsQuery())
  const brand = record && { value: record.brand_id, label: record.brand_name }
  const readers = templateReaders({
    brand: (id) => withCurrent(brandOptions.data, brand).find((option) => option.value === id)?.label ?? id,
    category: (id) => categories.data?.find((category) => category.id === id)?.name ?? (id === record?.category_id ? record.category_name : id),
  })
  return (
    <ResourceForm state={state} readers={readers} cancelTo="/products/templates" submitLabel={record ? 'Save changes' : 'Add template'}>
      <FormSection title="Product" text="What the product is and where it belongs.">
        <form.AppField name="brand_id">
          {() => (
            <QuerySelectField
              label={labels.brand_id}
              query={brandOptionsQuery()}
              current={brand}
              placeholder="Select brand"
              required
              whenEmpty={<Link to="/brands-list/add">No brands yet: add your first brand</Link>}
            />
          )}
        </form.AppField>
        <form.AppField name="category_id">
          {() => (
            <CategorySelect
              categories={categories.data}
              loading={categories.isPending}
              failed={categories.isError}
              current={record && { value: record.category_id, label: record.category_name }}
            />
          )}
        </form.AppField>
        <form.AppField name="name">{(field) => <field.TextField label={labels.name} maxLength={120} placeholder="Cotton kurta" required />}</form.AppField>
        <form.AppField name="status">{() => <SwitchField label={labels.status} />}</form.AppField>
        <FormWide>
          <form.AppField name="description">{(field) => <field.TextField label={labels.description} maxLength={2000} multiline />}</form.AppField>
        </FormWide>
      </FormSection>
      <FormSection title="Tax" text="Printed on invoices for this product.">
        <form.AppField name="hsn_code">
          {(field) => <field.TextField label={labels.hsn_code} inputMode="numeric" maxLength={8} hint="4 to 8 digits" required />}
        </form.AppField>
        <form.AppField name="gst_rate">
          {(field) => <field.SelectField label={labels.gst_rate} options={gstOptions} placeholder="Select GST rate" required />}
        </form.AppField>
      </FormSection>
      <FormSection title="Images" text="Shown wherever this product appears.">
        <ImagePicker
          name="images"
          label={labels.images}
          existing={images.existing}
          onRemoveExisting={images.remove}
          files={images.files}
          onFiles={images.setFiles}
        />
      </FormSection>
    </ResourceForm>
  )
}
