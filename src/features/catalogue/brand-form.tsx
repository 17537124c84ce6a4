import { brandStaleResponse } from '../../contract/catalogue/brands'
import { brandLabels, type Brand } from '../../contract/catalogue'
import { optionKeys } from '../../lib/option-queries'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { FormSection } from '../../ui/form/form-layout'
import { ImagePicker } from '../../ui/form/image-picker'
import { ResourceForm } from '../../ui/form/resource-form'
import { oneImage, useImageInput } from '../../ui/form/use-image-input'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { brands, createBrand, updateBrand } from './api'
import { brandFields, brandFormData, brandReaders, validateBrand } from './brand-form-values'
import * as m from '../../paraglide/m/catalogue'

const sections = (): SectionSpec<ReturnType<typeof brandFields.empty>>[] => [
  {
    title: m.labelBrand(),
    text: m.brandSectionText(),
    fields: {
      name: { maxLength: 80, placeholder: m.brandNamePlaceholder(), required: true },
      is_active: { kind: 'switch', hint: m.brandActiveHint() },
    },
  },
]

/** The one brand form: create when there is no record, update when there is. */
export function BrandForm({ record, draftKey }: { record?: Brand; draftKey: string }) {
  const logo = useImageInput(draftKey, oneImage(record?.logo_url), (latest: Brand) => oneImage(latest.logo_url))
  const file = () => ({ file: logo.files[0], remove: logo.removed.length > 0 })
  const state = useResourceForm({
    draftKey,
    record,
    empty: brandFields.empty(),
    valuesOf: brandFields.read,
    validate: validateBrand,
    create: (values, key) => createBrand(brandFormData(values, file()), key),
    update: (values, row) => updateBrand(row.id, brandFormData(values, file(), values.updated_at)),
    staleSchema: brandStaleResponse,
    // A new or renamed brand changes every brand dropdown.
    cache: { ...brands, touched: [optionKeys.all] },
    listPath: '/brands-list',
    extra: logo.extra,
  })
  return (
    <ResourceForm state={state} labels={brandLabels} sections={sections()} readers={brandReaders()} submitLabel={record ? m.saveChanges() : m.addBrand()}>
      <FormSection title={m.labelLogo()} text={m.logoText()}>
        <ImagePicker name="logo" label={brandLabels.logo_url} maxCount={1} {...logo.picker} />
      </FormSection>
    </ResourceForm>
  )
}
