import * as v from 'valibot'
import { gstRates, templateCreateBody, type ProductStatus, type ProductTemplate } from '../../contract/catalogue'
import { differencesOf } from '../../ui/form/stale-alert'
import { gstLabel, statusLabel } from './format'

/** The template form's values: the contract's fields as typed, plus the version the edit is based on. */
export type TemplateFormValues = {
  brand_id: string
  category_id: string
  name: string
  description: string
  hsn_code: string
  gst_rate: string
  status: ProductStatus
  updated_at: string
}

/** The shared schema without the files, which the image picker checks on pick. */
export const templateFormSchema = v.omit(templateCreateBody, ['images'])

export const gstOptions = gstRates.map((rate) => ({ value: String(rate), label: gstLabel(rate) }))

export const emptyTemplate = (brandId = ''): TemplateFormValues => ({
  brand_id: brandId,
  category_id: '',
  name: '',
  description: '',
  hsn_code: '',
  gst_rate: '',
  status: 'active',
  updated_at: '',
})

export const templateValuesOf = (template: ProductTemplate): TemplateFormValues => ({
  brand_id: template.brand_id,
  category_id: template.category_id,
  name: template.name,
  description: template.description,
  hsn_code: template.hsn_code,
  gst_rate: String(template.gst_rate),
  status: template.status,
  updated_at: template.updated_at,
})

type Update = { id: string; updated_at: string; remove_image_ids: string[] }

/** Multipart body of SPEC.md 7: the validated fields as text and each new image as an `images` file. */
export function templateFormData(values: TemplateFormValues, files: readonly File[], update?: Update): FormData {
  const fields = v.parse(templateFormSchema, values)
  const data = new FormData()
  for (const [key, value] of Object.entries({ ...fields, ...update })) {
    if (value === undefined) continue
    data.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  for (const file of files) data.append('images', file)
  return data
}

type Names = { brand: (id: string) => string; category: (id: string) => string }

/** The fields someone else changed since the edit began, for the conflict alert. */
export const templateDifferences = (mine: TemplateFormValues, base: TemplateFormValues, latest: TemplateFormValues, names: Names) =>
  differencesOf<TemplateFormValues>(
    [
      { label: 'Brand', read: (x) => names.brand(x.brand_id) },
      { label: 'Category', read: (x) => names.category(x.category_id) },
      { label: 'Name', read: (x) => x.name },
      { label: 'Description', read: (x) => x.description },
      { label: 'HSN code', read: (x) => x.hsn_code },
      { label: 'GST rate', read: (x) => (x.gst_rate ? gstLabel(Number(x.gst_rate)) : '') },
      { label: 'Status', read: (x) => statusLabel(x.status) },
    ],
    mine,
    base,
    latest,
  )
