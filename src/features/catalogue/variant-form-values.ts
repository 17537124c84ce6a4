import * as v from 'valibot'
import { variantCreateBody, variantUpdateBody, type ProductStatus, type ProductVariant, type VariantCreateBody, type VariantUpdateBody } from '../../contract/catalogue'
import { formatPaise, paiseToRupees, rupeesToPaise } from '../../lib/money'
import { differencesOf } from '../../ui/form/stale-alert'
import { statusLabel } from './format'

/**
 * The variant form's values. Field names are the contract's keys, so the schema's and the server's field errors land on
 * the inputs that caused them; money fields hold rupees as typed and stock fields hold the typed text.
 */
export type VariantFormValues = {
  /** Narrows the template dropdown; not sent. */
  brand_id: string
  template_id: string
  sku: string
  name: string
  attributes: { size: string; colour: string }
  mrp_paise: string
  price_paise: string
  barcode: string
  status: ProductStatus
  initial_stock_hyd: string
  initial_stock_delhi: string
  updated_at: string
}

const optionalText = (text: string) => (text.trim() === '' ? undefined : text)
const stock = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** The values as the contract's create input: rupees to paise, typed counts to numbers, blanks left out. */
export function variantInput(values: VariantFormValues) {
  return {
    template_id: values.template_id,
    sku: values.sku,
    name: values.name,
    attributes: { size: optionalText(values.attributes.size), colour: optionalText(values.attributes.colour) },
    mrp_paise: rupeesToPaise(values.mrp_paise),
    price_paise: rupeesToPaise(values.price_paise),
    barcode: values.barcode,
    status: values.status,
    initial_stock_hyd: stock(values.initial_stock_hyd),
    initial_stock_delhi: stock(values.initial_stock_delhi),
  }
}

export const variantCreateOf = (values: VariantFormValues): VariantCreateBody => v.parse(variantCreateBody, variantInput(values))

export function variantUpdateOf(values: VariantFormValues, id: string): VariantUpdateBody {
  const { initial_stock_hyd: _hyd, initial_stock_delhi: _delhi, ...fields } = variantInput(values)
  return v.parse(variantUpdateBody, { ...fields, id, updated_at: values.updated_at })
}

export const emptyVariant = (brandId = '', templateId = ''): VariantFormValues => ({
  brand_id: brandId,
  template_id: templateId,
  sku: '',
  name: '',
  attributes: { size: '', colour: '' },
  mrp_paise: '',
  price_paise: '',
  barcode: '',
  status: 'active',
  initial_stock_hyd: '',
  initial_stock_delhi: '',
  updated_at: '',
})

export const variantValuesOf = (variant: ProductVariant): VariantFormValues => ({
  ...emptyVariant(variant.brand_id, variant.template_id),
  sku: variant.sku,
  name: variant.name,
  attributes: { size: variant.attributes.size ?? '', colour: variant.attributes.colour ?? '' },
  mrp_paise: paiseToRupees(variant.mrp_paise),
  price_paise: paiseToRupees(variant.price_paise),
  barcode: variant.barcode ?? '',
  status: variant.status,
  updated_at: variant.updated_at,
})

const money = (rupees: string) => {
  const paise = rupeesToPaise(rupees)
  return paise === null || Number.isNaN(paise) ? rupees : formatPaise(paise)
}

/** The fields someone else changed since the edit began, for the conflict alert. */
export const variantDifferences = (mine: VariantFormValues, base: VariantFormValues, latest: VariantFormValues, templateName: (id: string) => string) =>
  differencesOf<VariantFormValues>(
    [
      { label: 'Template', read: (x) => templateName(x.template_id) },
      { label: 'SKU', read: (x) => x.sku.toUpperCase() },
      { label: 'Name', read: (x) => x.name },
      { label: 'Size', read: (x) => x.attributes.size },
      { label: 'Colour', read: (x) => x.attributes.colour },
      { label: 'MRP', read: (x) => money(x.mrp_paise) },
      { label: 'Price', read: (x) => money(x.price_paise) },
      { label: 'Barcode', read: (x) => x.barcode },
      { label: 'Status', read: (x) => statusLabel(x.status) },
    ],
    mine,
    base,
    latest,
  )
