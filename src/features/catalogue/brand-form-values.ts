import * as v from 'valibot'
import { toFormData } from '../../lib/form-data'
import { brandCreateBody } from '../../contract/catalogue/brands'
import { brandLabels } from '../../contract/catalogue'
import { flag, formFields, text, validateWith } from '../../ui/form/codecs'

/** The brand form's fields, under the contract's keys; the logo is kept beside them. */
export const brandFields = formFields({ name: text, is_active: flag(true), updated_at: text })
export type BrandFormValues = ReturnType<typeof brandFields.empty>

const brandFormSchema = v.omit(brandCreateBody, ['logo'])
const writeFields = (values: BrandFormValues) => {
  const { name, is_active } = brandFields.write(values)
  return { name, is_active: String(is_active) }
}
export const validateBrand = validateWith(brandFormSchema, writeFields)
/** The conflict alert's readers, in the language of the moment. */
export const brandReaders = () => brandFields.readers(brandLabels)

type Logo = { file?: File; remove: boolean }

/** Multipart body: the fields as text, the new logo as `logo`, and on update the version and whether to drop the logo. */
export const brandFormData = (values: BrandFormValues, logo: Logo, updatedAt?: string) =>
  toFormData(
    { ...writeFields(values), ...(updatedAt === undefined ? {} : { updated_at: updatedAt, remove_logo: logo.remove && !logo.file }) },
    { logo: logo.file ? [logo.file] : [] },
  )
