import { useQuery } from '@tanstack/react-query'
import { templateLabels, templateStaleResponse, type ProductTemplate } from '../../contract/catalogue'
import { brandField } from '../../ui/form/brand-field'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { FormSection } from '../../ui/form/form-layout'
import type { Back } from '../../ui/form/form-screens'
import { ImagePicker } from '../../ui/form/image-picker'
import { ResourceForm } from '../../ui/form/resource-form'
import { useImageInput } from '../../ui/form/use-image-input'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { categoryOptionsQuery, optionKeys } from '../../lib/option-queries'
import { brands, createTemplate, templates, updateTemplate } from './api'
import { CategorySelect } from './components/category-select'
import { gstOptions, templateFields, templateFormData, validateTemplate, type TemplateFormValues } from './template-form-values'
import * as m from '../../paraglide/m/catalogue'

export const templatesBack: Back = {
  to: '/products/templates',
  get label() {
    return m.backToTemplates()
  },
}

/** The one product template form: create when there is no record, update when there is; `brandId` comes chosen. */
export function TemplateForm({ record, brandId, draftKey }: { record?: ProductTemplate; brandId?: string; draftKey: string }) {
  const images = useImageInput(draftKey, record?.images ?? [], (latest: ProductTemplate) => latest.images)
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
    cache: { ...templates, touched: [brands.keys.all, optionKeys.all] },
    listPath: templatesBack.to,
    extra: images.extra,
  })
  const categories = useQuery(categoryOptionsQuery())
  const category = record && { value: record.category_id, label: record.category_name }
  const sections: SectionSpec<TemplateFormValues>[] = [
    {
      title: m.productSection(),
      text: m.templateProductText(),
      fields: {
        brand_id: brandField({ current: record && { value: record.brand_id, label: record.brand_name } }),
        category_id: {
          kind: 'custom',
          render: () => <CategorySelect categories={categories.data} loading={categories.isPending} failed={categories.isError} current={category} />,
          name: (id) => categories.data?.find((option) => option.id === id)?.name ?? (id === category?.value ? category.label : id),
        },
        name: { maxLength: 120, placeholder: m.templateNamePlaceholder(), required: true },
        status: { kind: 'switch' },
        description: { maxLength: 2000, multiline: true, wide: true },
      },
    },
    {
      title: m.taxSection(),
      text: m.taxText(),
      fields: {
        hsn_code: { inputMode: 'numeric', maxLength: 8, hint: m.hsnHint(), required: true },
        gst_rate: { kind: 'select', options: gstOptions(), placeholder: m.selectGstRate(), required: true },
      },
    },
  ]
  return (
    <ResourceForm state={state} labels={templateLabels} fields={templateFields} sections={sections} submitLabel={record ? m.saveChanges() : m.addTemplate()}>
      <FormSection title={m.imagesSection()} text={m.imagesText()}>
        <ImagePicker name="images" label={templateLabels.images} {...images.picker} />
      </FormSection>
    </ResourceForm>
  )
}
