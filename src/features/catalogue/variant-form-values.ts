import * as v from 'valibot'
import { variantCreateBody, variantUpdateBody, type ProductVariant } from '../../contract/catalogue'
import { activeStatus, formFields, group, optionalText, rupees, text, validateWith, type Codec } from '../../ui/form/codecs'

// Opening stock is typed on create only; blank sends nothing (the server counts none).
const stock: Codec<undefined, number | undefined, string> = { empty: '', read: () => '', write: (field) => (field.trim() === '' ? undefined : Number(field)) }

/** The variant form's fields, under the contract's keys; `brand_id` narrows the template dropdown and is not sent. */
export const variantFields = formFields({
  brand_id: text,
  template_id: text,
  sku: text,
  name: text,
  attributes: group({ size: optionalText, colour: optionalText }),
  mrp_paise: rupees,
  price_paise: rupees,
  barcode: text,
  status: activeStatus,
  initial_stock_hyd: stock,
  initial_stock_delhi: stock,
  updated_at: text,
})
export type VariantFormValues = ReturnType<typeof variantFields.empty>

export const validateVariant = validateWith(variantCreateBody, variantFields.write)
export const variantCreateOf = (values: VariantFormValues) => v.parse(variantCreateBody, variantFields.write(values))
export function variantUpdateOf(values: VariantFormValues, id: string) {
  const { initial_stock_hyd: _hyd, initial_stock_delhi: _delhi, ...fields } = variantFields.write(values)
  return v.parse(variantUpdateBody, { ...fields, id })
}
export const variantValuesOf = (variant: ProductVariant) => variantFields.read({ ...variant, initial_stock_hyd: undefined, initial_stock_delhi: undefined })
