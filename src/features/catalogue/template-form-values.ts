import * as v from 'valibot'
import { gstRates, templateCreateBody } from '../../contract/catalogue'
import { toFormData } from '../../lib/form-data'
import { activeStatus, formFields, text, validateWith } from '../../ui/form/codecs'
import { gstLabel } from './format'

/** The template form's fields, under the contract's keys; the photos are kept beside them (use-template-images). */
export const templateFields = formFields({
  brand_id: text,
  category_id: text,
  name: text,
  description: text,
  hsn_code: text,
  gst_rate: { empty: '', read: (rate: number) => String(rate), write: (field: string) => field, show: (rate: string) => (rate ? gstLabel(Number(rate)) : '') },
  status: activeStatus,
  updated_at: text,
})
export type TemplateFormValues = ReturnType<typeof templateFields.empty>

/** The shared schema without the files, which the image picker checks on pick. */
const templateFormSchema = v.omit(templateCreateBody, ['images'])
export const validateTemplate = validateWith(templateFormSchema, templateFields.write)

export const gstOptions = () => gstRates.map((rate) => ({ value: String(rate), label: gstLabel(rate) }))

type Update = { id: string; updated_at: string; remove_image_ids: string[] }

/** Multipart body of docs/api.md#uploads: the validated fields as text and each new image as an `images` file. */
export const templateFormData = (values: TemplateFormValues, files: readonly File[], update?: Update) =>
  toFormData({ ...v.parse(templateFormSchema, templateFields.write(values)), ...update }, { images: files })
