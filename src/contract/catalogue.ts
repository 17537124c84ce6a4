import * as v from 'valibot'
import { cities } from './accounts'
import { messages, requiredText } from './common'
import type { CrossFieldRule } from './lists'
import {
  detailResponse,
  listQueryWith,
  listResponse,
  optionalField,
  paiseOf,
  queryFlag,
  queryId,
  staleResponse,
  updatedAtField,
  uuidOf,
  withRules,
} from './lists'

/** Brands, categories, product templates, variants and inventory (SPEC.md 7 "Products", DESIGN.md 5). Money is integer paise. */

export const productStatuses = ['active', 'inactive'] as const
export type ProductStatus = (typeof productStatuses)[number]
export const gstRates = [0, 5, 12, 18, 28] as const
/** Stock is kept in the two cities the business runs in. */
export const locations = cities
export type Location = (typeof locations)[number]['value']
export const imageRules = { maxCount: 5, maxBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const

const status = v.picklist(productStatuses, 'Please choose a status')
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
/** `options=1` answers dropdown options of active brands (optionsResponse) instead of rows. */
export const brandListQuery = listQueryWith(['name', 'created_at', 'template_count', 'variant_count'], {
  is_active: v.optional(queryFlag),
  options: v.optional(queryFlag),
})
export type BrandListQuery = v.InferInput<typeof brandListQuery>
export type BrandListParams = v.InferOutput<typeof brandListQuery>
export const brandListResponse = listResponse(brandSchema)

export const categorySchema = v.object({ id: v.string(), name: v.string(), parent_id: v.nullable(v.string()), parent_name: v.nullable(v.string()) })
export type Category = v.InferOutput<typeof categorySchema>
export const categoriesResponse = detailResponse(v.array(categorySchema))

// Product templates.
export const templateImageSchema = v.object({ id: v.string(), url: v.string() })
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
export const templateListQuery = listQueryWith(['name', 'created_at', 'updated_at', 'variant_count'], {
  status: v.optional(status),
  brand_id: v.optional(queryId),
  category_id: v.optional(queryId),
})
export type TemplateListQuery = v.InferInput<typeof templateListQuery>
export type TemplateListParams = v.InferOutput<typeof templateListQuery>
export const templateListResponse = listResponse(templateSchema)
export const templateDetailResponse = detailResponse(templateSchema)
export const templateStaleResponse = staleResponse(templateSchema)

/** One uploaded image; an over-size file is answered 413, a wrong type 400. */
export const templateImageFile = v.pipe(
  v.file('Please choose an image file'),
  v.mimeType(imageRules.types, 'Images must be JPEG, PNG or WebP'),
  v.maxSize(imageRules.maxBytes, 'Each image must be at most 2 MB'),
)
// Multipart sends one file as a value and several as a list; an empty file input sends an empty file.
const imageFiles = v.pipe(
  v.union([v.file(), v.array(v.file())], 'Please choose an image file'),
  v.transform((value) => (Array.isArray(value) ? value : [value]).filter((file) => file.size > 0)),
  v.maxLength(imageRules.maxCount, 'You can upload at most 5 images'),
  v.array(templateImageFile),
)
// Form fields arrive as strings in multipart and as numbers from code; '' is "not chosen".
const gstRate = v.pipe(
  v.union([v.string(), v.number()], 'Please choose a GST rate'),
  v.transform((value) => (value === '' ? Number.NaN : Number(value))),
  v.picklist(gstRates, 'Please choose a GST rate'),
)

/** The template form, sent as multipart/form-data (fields plus `images` files). */
export const templateCreateBody = v.object({
  brand_id: uuidOf('Please choose a brand'),
  category_id: uuidOf('Please choose a category'),
  name: v.pipe(requiredText('Please enter a product name'), v.maxLength(120, 'Product name must be at most 120 characters')),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Description must be at most 2000 characters')), ''),
  hsn_code: v.pipe(requiredText('Please enter an HSN code'), v.regex(/^\d{4,8}$/, 'HSN code must be 4 to 8 digits')),
  gst_rate: gstRate,
  status: v.optional(status, 'active'),
  images: v.optional(imageFiles, []),
})
export type TemplateCreateBody = v.InferInput<typeof templateCreateBody>

/** PUT of the same form: the record's id and updated_at, new `images` and the ids of images to drop. */
export const templateUpdateBody = v.object({
  ...templateCreateBody.entries,
  id: uuidOf('The product template is missing'),
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

export const templateStatusBody = v.object({ id: uuidOf('The product template is missing'), status })
export type TemplateStatusBody = v.InferInput<typeof templateStatusBody>

// Product variants.
export const variantAttributes = v.object({
  size: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, 'Size must be at most 20 characters'))),
  colour: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30, 'Colour must be at most 30 characters'))),
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
export const variantListQuery = listQueryWith(['name', 'sku', 'price', 'created_at', 'stock'], {
  status: v.optional(status),
  brand_id: v.optional(queryId),
  template_id: v.optional(queryId),
  low_stock: v.optional(queryFlag),
})
export type VariantListQuery = v.InferInput<typeof variantListQuery>
export type VariantListParams = v.InferOutput<typeof variantListQuery>
export const variantListResponse = listResponse(variantSchema)
export const variantDetailResponse = detailResponse(variantSchema)
export const variantStaleResponse = staleResponse(variantSchema)

const stock = v.optional(v.pipe(v.number('Stock must be a number'), v.integer('Stock must be a whole number'), v.minValue(0, 'Stock cannot be negative')), 0)
const variantFields = {
  template_id: uuidOf('Please choose a product template'),
  sku: v.pipe(
    requiredText('Please enter a SKU'),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'SKU must be 2 to 40 letters, digits or hyphens'),
  ),
  name: v.pipe(requiredText('Please enter a variant name'), v.maxLength(120, 'Variant name must be at most 120 characters')),
  attributes: v.optional(variantAttributes, {}),
  mrp_paise: v.pipe(paiseOf('Please enter the MRP'), v.minValue(1, 'MRP must be more than zero')),
  price_paise: v.pipe(paiseOf('Please enter the selling price'), v.minValue(1, 'Price must be more than zero')),
  barcode: optionalField(v.pipe(v.string(), v.trim(), v.regex(/^\d{8,14}$/, 'Barcode must be 8 to 14 digits'))),
  status: v.optional(status, 'active'),
}
const priceRules: CrossFieldRule<{ mrp_paise: number; price_paise: number }>[] = [
  { field: 'price_paise', uses: ['mrp_paise', 'price_paise'], holds: (input) => input.price_paise <= input.mrp_paise, message: 'Price cannot be more than MRP' },
]

/** The variant form (JSON). Creating one also creates its stock rows in both locations. */
export const variantCreateBody = withRules(v.object({ ...variantFields, initial_stock_hyd: stock, initial_stock_delhi: stock }), priceRules)
export type VariantCreateBody = v.InferInput<typeof variantCreateBody>
export const variantUpdateBody = withRules(
  v.object({ ...variantFields, id: uuidOf('The product variant is missing'), updated_at: updatedAtField }),
  priceRules,
)
export type VariantUpdateBody = v.InferInput<typeof variantUpdateBody>

export const variantStatusBody = v.object({ id: uuidOf('The product variant is missing'), status })
export type VariantStatusBody = v.InferInput<typeof variantStatusBody>

// Inventory: one row per variant and location.
export const inventoryRowSchema = v.object({
  variant_id: v.string(),
  sku: v.string(),
  variant_name: v.string(),
  template_name: v.string(),
  brand_name: v.string(),
  location: v.picklist(locations.map((item) => item.value)),
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
export const inventoryListQuery = listQueryWith(['sku', 'variant_name', 'on_hand', 'available', 'reorder_level', 'updated_at'], {
  location: v.optional(v.picklist(locations.map((item) => item.value), messages.invalid)),
  low_stock: v.optional(queryFlag),
  brand_id: v.optional(queryId),
})
export type InventoryListQuery = v.InferInput<typeof inventoryListQuery>
export type InventoryListParams = v.InferOutput<typeof inventoryListQuery>
export const inventoryListResponse = listResponse(inventoryRowSchema)
