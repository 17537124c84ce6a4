import * as v from 'valibot'
import { gstRates, templateCreateBody, templateLabels } from '../../contract/catalogue'
import { activeStatus, formFields, text, validateWith } from '../../ui/form/codecs'
import { gstLabel } from './format'

/** The template form's fields, under the contract's keys; the photos are kept beside them (use-template-images). */
export const templateFields = formFields({
  brand_id: text,
  category_id: text,
  name: text,
  description: text,
  hsn_code: text,
  gst_rate: { empty: '', read: (rate: number) => String(rate), write: (field: string) => field },
  status: activeStatus,
  updated_at: text,
})
export type TemplateFormValues = ReturnType<typeof templateFields.empty>

/** The shared schema without the files, which the image picker checks on pick. */
const templateFormSchema = v.omit(templateCreateBody, ['images'])
export const validateTemplate = validateWith(templateFormSchema, templateFields.write)

export const gstOptions = gstRates.map((rate) => ({ value: String(rate), label: gstLabel(rate) }))

type Update = { id: string; updated_at: string; remove_image_ids: string[] }

/** Multipart body of SPEC.md 7: the validated fields as text and each new image as an `images` file. */
export function templateFormData(values: TemplateFormValues, files: readonly File[], update?: Update): FormData {
  const fields = v.parse(templateFormSchema, templateFields.write(values))
  const data = new FormData()
  for (const [key, value] of Object.entries({ ...fields, ...update })) {
    if (value === undefined) continue
    data.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  for (const file of files) data.append('images', file)
  return data
}

/** How the conflict alert shows each field someone else changed; brands and categories are named by the form's options. */
export const templateReaders = (names: { brand: (id: string) => string; category: (id: string) => string }) =>
  templateFields.readers(templateLabels, {
    brand_id: names.brand,
    category_id: names.category,
    gst_rate: (rate) => (rate ? gstLabel(Number(rate)) : ''),
  })
