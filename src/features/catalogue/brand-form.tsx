import { useState } from 'react'
import { brandStaleResponse } from '../../contract/brands'
import { brandLabels, type Brand } from '../../contract/catalogue'
import { optionKeys } from '../../lib/option-queries'
import { FormSection } from '../../ui/form/form-layout'
import { ImagePicker } from '../../ui/form/image-picker'
import { ResourceForm } from '../../ui/form/resource-form'
import { SwitchField } from '../../ui/form/switch-field'
import { useImageDraft } from '../../ui/form/use-image-draft'
import { useResourceForm, type ExtraInput } from '../../ui/form/use-resource-form'
import { brands, createBrand, updateBrand } from './api'
import { brandFields, brandFormData, brandReaders, validateBrand } from './brand-form-values'

/** A new logo (kept with the draft across a reload) or the saved one dropped: the brand form's input beside its fields. */
function useBrandLogo(draftKey: string, record?: Brand) {
  const draft = useImageDraft(draftKey)
  const [removed, setRemoved] = useState(false)
  const extra: ExtraInput<Brand> = {
    snapshot: { files: draft.files.map((file) => `${file.name}:${file.size}`), removed },
    changed: draft.files.length > 0 || removed,
    saved: () => draft.setFiles([]),
    rebase: (latest) => setRemoved((was) => was && latest.logo_url !== null),
  }
  const saved = record?.logo_url && !removed ? [{ id: 'logo', url: record.logo_url }] : []
  return { draft, removed, saved, remove: () => setRemoved(true), extra }
}

/** The one brand form: create when there is no record, update when there is. */
export function BrandForm({ record, draftKey }: { record?: Brand; draftKey: string }) {
  const logo = useBrandLogo(draftKey, record)
  const file = () => ({ file: logo.draft.files[0], remove: logo.removed })
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
    cache: { keys: brands.keys, rowId: (row) => row.id, touched: [optionKeys.all] },
    listPath: '/brands-list',
    extra: logo.extra,
  })
  const { form } = state
  return (
    <ResourceForm state={state} readers={brandReaders} cancelTo="/brands-list" submitLabel={record ? 'Save changes' : 'Add brand'}>
      <FormSection title="Brand" text="The name your customers know, shown on products, codes and reports.">
        <form.AppField name="name">{(field) => <field.TextField label={brandLabels.name} maxLength={80} placeholder="Kesar Weaves" required />}</form.AppField>
        <form.AppField name="is_active">{() => <SwitchField label={brandLabels.is_active} hint="Inactive brands leave the dropdowns" />}</form.AppField>
      </FormSection>
      <FormSection title="Logo" text="A square JPEG, PNG or WebP image of up to 2 MB.">
        <ImagePicker
          name="logo"
          label={brandLabels.logo_url}
          maxCount={1}
          existing={logo.saved}
          onRemoveExisting={logo.remove}
          files={logo.draft.files}
          onFiles={logo.draft.setFiles}
        />
      </FormSection>
    </ResourceForm>
  )
}
