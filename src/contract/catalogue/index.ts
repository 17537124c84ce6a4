import * as v from 'valibot'
import { imageFiles as templateImages } from '../media'
import { brandLabels, inventoryLabels, locations, productStatuses, sellingPrice, stockCount } from './list'
import { messages, requiredText, safeText } from '../common'
import type { Labels } from '../vocabulary'
import { detailResponse, listResponse, optionalField, paiseOf, queryId, staleResponse, updatedAtField, uuidOf } from '../lists'
import * as m from '../../paraglide/m/catalogue'

export {
  brandLabels,
  brandListQuery,
  categoriesResponse,
  inventoryLabels,
  inventoryListQuery,
  locations,
  templateLabels,
  templateListQuery,
  variantLabels,
  variantListQuery,
  type BrandListParams,
  type BrandListQuery,
  type Category,
  type InventoryListParams,
  type InventoryListQuery,
  type Location,
  type ProductStatus,
  type TemplateListParams,
  type TemplateListQuery,
  type VariantListParams,
  type VariantListQuery,
} from './list'

/** Brands, categories, product templates, variants and inventory (docs/areas/catalogue.md#api, docs/areas/catalogue.md#fields). Money is integer paise. */

export const gstRates = [0, 5, 12, 18, 28] as const
export { imageRules } from '../media'

const status = v.picklist(productStatuses, () => m.chooseStatus())
const timestamps = { created_at: v.string(), updated_at: v.string() }

// Brands: also the /brands-list screen (GET /api/promocode/get_erp_brands).
export const brandSchema = v.object({
  id: v.string(),
  name: v.string(),
  logo_url: v.nullable(v.string()),
  is_active: v.boolean(),
  template_count: v.number(),
  variant_count: v.number(),
  ...timestamps,
})
export type Brand = v.InferOutput<typeof brandSchema>
// Its labels (in catalogue-lists.ts, which the list's URL loads without this file) cover every field but these.
brandLabels satisfies Labels<Exclude<keyof Brand, 'id'>>
export const brandListResponse = listResponse(brandSchema)

// Product templates.
const templateImageSchema = v.object({ id: v.string(), url: v.string() })
export const templateSchema = v.object({
  id: v.string(),
  brand_id: v.string(),
  brand_name: v.string(),
  category_id: v.string(),
  category_name: v.string(),
  name: v.string(),
  description: v.string(),
  hsn_code: v.string(),
  gst_rate: v.picklist(gstRates),
  images: v.array(templateImageSchema),
  status,
  variant_count: v.number(),
  ...timestamps,
})
export type ProductTemplate = v.InferOutput<typeof templateSchema>
export const templateListResponse = listResponse(templateSchema)
export const templateDetailResponse = detailResponse(templateSchema)
export const templateStaleResponse = staleResponse(templateSchema)
/** The answer to a create, update or status change: the message and the template as saved. */
export const templateSavedResponse = detailResponse(templateSchema)

const imageFiles = templateImages()
// Form fields arrive as strings in multipart and as numbers from code; '' is "not chosen".
const gstRate = v.pipe(
  v.union([v.string(), v.number()], () => m.chooseGstRate()),
  v.transform((value) => (value === '' ? Number.NaN : Number(value))),
  v.picklist(gstRates, () => m.chooseGstRate()),
)

/** The template form, sent as multipart/form-data (fields plus `images` files). */
export const templateCreateBody = v.object({
  brand_id: uuidOf(() => m.chooseBrand()),
  category_id: uuidOf(() => m.chooseCategory()),
  name: v.pipe(
    requiredText(() => m.enterProductName()),
    v.maxLength(120, () => m.productNameMax()),
  ),
  description: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(2000, () => m.descriptionMax()),
    ),
    '',
  ),
  hsn_code: v.pipe(
    requiredText(() => m.enterHsn()),
    v.regex(/^\d{4,8}$/, () => m.hsnDigits()),
  ),
  gst_rate: gstRate,
  status: v.optional(status, 'active'),
  images: v.optional(imageFiles, []),
})
export type TemplateCreateBody = v.InferInput<typeof templateCreateBody>

/** PUT of the same form: the record's id and updated_at, new `images` and the ids of images to drop. */
export const templateUpdateBody = v.object({
  ...templateCreateBody.entries,
  id: uuidOf(() => m.templateMissing()),
  updated_at: updatedAtField,
  remove_image_ids: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], messages.invalid),
      v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean)),
      v.array(queryId),
    ),
    [],
  ),
})
export type TemplateUpdateBody = v.InferInput<typeof templateUpdateBody>

export const templateStatusBody = v.object({ id: uuidOf(() => m.templateMissing()), status })
export type TemplateStatusBody = v.InferInput<typeof templateStatusBody>

// Product variants.
const variantAttributes = v.object({
  size: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(20, () => m.sizeMax()),
    ),
  ),
  colour: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(30, () => m.colourMax()),
    ),
  ),
})
export const variantSchema = v.object({
  id: v.string(),
  template_id: v.string(),
  template_name: v.string(),
  brand_id: v.string(),
  brand_name: v.string(),
  sku: v.string(),
  name: v.string(),
  attributes: variantAttributes,
  mrp_paise: v.number(),
  price_paise: v.number(),
  barcode: v.nullable(v.string()),
  status,
  /** On hand summed over both locations. */
  stock_on_hand: v.number(),
  ...timestamps,
})
export type ProductVariant = v.InferOutput<typeof variantSchema>
export const variantListResponse = listResponse(variantSchema)
export const variantDetailResponse = detailResponse(variantSchema)
export const variantStaleResponse = staleResponse(variantSchema)
export const variantSavedResponse = detailResponse(variantSchema)

const stock = v.optional(stockCount, 0)
const variantFields = {
  template_id: uuidOf(() => m.chooseTemplate()),
  sku: v.pipe(
    requiredText(() => m.enterSku()),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, () => m.skuFormat()),
  ),
  name: v.pipe(
    requiredText(() => m.enterVariantName()),
    v.maxLength(120, () => m.variantNameMax()),
  ),
  attributes: v.optional(variantAttributes, {}),
  mrp_paise: v.pipe(
    paiseOf(() => m.enterMrp()),
    v.minValue(1, () => m.mrpPositive()),
  ),
  price_paise: sellingPrice,
  barcode: optionalField(
    v.pipe(
      safeText(),
      v.trim(),
      v.regex(/^\d{8,14}$/, () => m.barcodeDigits()),
    ),
  ),
  status: v.optional(status, 'active'),
}
/** The variant form (JSON); the price check runs as soon as both prices are valid, whatever else has errors. */
const variantForm = v.pipe(
  v.object(variantFields),
  v.forward(
    v.partialCheck(
      [['mrp_paise'], ['price_paise']],
      (input) => input.price_paise <= input.mrp_paise,
      () => m.priceOverMrp(),
    ),
    ['price_paise'],
  ),
)
/** Creating a variant also creates its stock rows in both locations. */
export const variantCreateBody = v.intersect([variantForm, v.object({ initial_stock_hyd: stock, initial_stock_delhi: stock })])
export type VariantCreateBody = v.InferInput<typeof variantCreateBody>
export const variantUpdateBody = v.intersect([variantForm, v.object({ id: uuidOf(() => m.variantMissing()), updated_at: updatedAtField })])
export type VariantUpdateBody = v.InferInput<typeof variantUpdateBody>

export const variantStatusBody = v.object({ id: uuidOf(() => m.variantMissing()), status })
export type VariantStatusBody = v.InferInput<typeof variantStatusBody>

// Inventory: one row per variant and location.
export const inventoryRowSchema = v.object({
  variant_id: v.string(),
  sku: v.string(),
  variant_name: v.string(),
  template_name: v.string(),
  brand_name: v.string(),
  location: v.picklist(locations.map((item) => item.value)),
  location_id: v.string(),
  /** The location's name (a warehouse, store or van of the organisation); `location_label` is its city's. */
  location_name: v.string(),
  location_label: v.string(),
  on_hand: v.number(),
  reserved: v.number(),
  /** on_hand − reserved. */
  available: v.number(),
  reorder_level: v.number(),
  /** available ≤ reorder_level. */
  low_stock: v.boolean(),
  updated_at: v.string(),
})
export type InventoryRow = v.InferOutput<typeof inventoryRowSchema>
// Its labels (in catalogue-lists.ts, which the list's URL loads without this file) cover every field but these.
inventoryLabels satisfies Labels<Exclude<keyof InventoryRow, 'variant_id' | 'location_id' | 'location_name' | 'location_label'>>
export const inventoryListResponse = listResponse(inventoryRowSchema)
