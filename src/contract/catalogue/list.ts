import * as v from 'valibot'
import { cities } from '../account'
import { detailResponse, listQueryWith, paiseOf, queryFlag, queryId, stockLimit } from '../lists'
import { messages } from '../common'
import * as m from '../../paraglide/m/catalogue'
import { labelsFrom } from '../vocabulary'

// What the catalogue lists need at navigation (their URLs, filters and labels), apart from the rest of the contract, so
// the first download of the app does not carry every catalogue schema.

export const productStatuses = ['active', 'inactive'] as const
export type ProductStatus = (typeof productStatuses)[number]
const status = v.picklist(productStatuses, () => m.chooseStatus())

/** Stock is kept in the two cities the business runs in. */
export const locations = cities
export type Location = (typeof locations)[number]['value']

/** `options=1` answers dropdown options of active brands (optionsResponse) instead of rows. */
export const brandListQuery = listQueryWith(['name', 'created_at', 'template_count', 'variant_count'], {
  is_active: v.optional(queryFlag),
  options: v.optional(queryFlag),
})
export type BrandListQuery = v.InferInput<typeof brandListQuery>
export type BrandListParams = v.InferOutput<typeof brandListQuery>

export const categorySchema = v.object({ id: v.string(), name: v.string(), parent_id: v.nullable(v.string()), parent_name: v.nullable(v.string()) })
export type Category = v.InferOutput<typeof categorySchema>
export const categoriesResponse = detailResponse(v.array(categorySchema))

export const templateListQuery = listQueryWith(['name', 'created_at', 'updated_at', 'variant_count'], {
  status: v.optional(status),
  brand_id: v.optional(queryId),
  category_id: v.optional(queryId),
})
export type TemplateListQuery = v.InferInput<typeof templateListQuery>
export type TemplateListParams = v.InferOutput<typeof templateListQuery>

export const variantListQuery = listQueryWith(['name', 'sku', 'price', 'created_at', 'stock'], {
  status: v.optional(status),
  brand_id: v.optional(queryId),
  template_id: v.optional(queryId),
  low_stock: v.optional(queryFlag),
})
export type VariantListQuery = v.InferInput<typeof variantListQuery>
export type VariantListParams = v.InferOutput<typeof variantListQuery>

export const inventoryListQuery = listQueryWith(['sku', 'variant_name', 'on_hand', 'available', 'reorder_level', 'updated_at'], {
  location: v.optional(
    v.picklist(
      locations.map((item) => item.value),
      messages.invalid,
    ),
  ),
  low_stock: v.optional(queryFlag),
  brand_id: v.optional(queryId),
})
export type InventoryListQuery = v.InferInput<typeof inventoryListQuery>
export type InventoryListParams = v.InferOutput<typeof inventoryListQuery>

// Every field as people read it (form, column, CSV and conflict alert), in the language of the moment.
export const brandLabels = labelsFrom({
  name: () => m.labelBrand(),
  logo_url: () => m.labelLogo(),
  is_active: () => m.labelActive(),
  template_count: () => m.labelTemplates(),
  variant_count: () => m.labelVariants(),
  created_at: () => m.labelCreated(),
  updated_at: () => m.labelUpdated(),
})

export const templateLabels = labelsFrom({
  brand_id: () => m.labelBrand(),
  category_id: () => m.labelCategory(),
  name: () => m.labelProductName(),
  description: () => m.labelDescription(),
  hsn_code: () => m.labelHsnCode(),
  gst_rate: () => m.labelGstRate(),
  status: () => m.labelStatus(),
  images: () => m.labelPhotos(),
  variant_count: () => m.labelVariants(),
  created_at: () => m.labelCreated(),
  updated_at: () => m.labelUpdated(),
})

export const variantLabels = labelsFrom({
  brand_id: () => m.labelBrand(),
  template_id: () => m.labelProductTemplate(),
  sku: () => m.labelSku(),
  name: () => m.labelVariantName(),
  size: () => m.labelSize(),
  colour: () => m.labelColour(),
  mrp_paise: () => m.labelMrp(),
  price_paise: () => m.labelSellingPrice(),
  barcode: () => m.labelBarcode(),
  status: () => m.labelStatus(),
  stock_on_hand: () => m.labelOnHand(),
  initial_stock_hyd: () => m.labelOpeningStockHyd(),
  initial_stock_delhi: () => m.labelOpeningStockDelhi(),
  created_at: () => m.labelCreated(),
  updated_at: () => m.labelUpdated(),
})

export const inventoryLabels = labelsFrom({
  sku: () => m.labelSku(),
  variant_name: () => m.labelVariant(),
  template_name: () => m.labelProductTemplate(),
  brand_name: () => m.labelBrand(),
  location: () => m.labelLocation(),
  on_hand: () => m.labelOnHand(),
  reserved: () => m.labelReserved(),
  available: () => m.labelAvailable(),
  reorder_level: () => m.labelReorderLevel(),
  low_stock: () => m.labelLowStock(),
  updated_at: () => m.labelUpdated(),
})

// The catalogue's API paths (docs/areas/catalogue.md#api and the brands list), spelled once; here, beside the lists, because the
// shared dropdown options read them too. Record ids are encoded into the path.

export const brandPaths = {
  /** The list, and with ?options=1 the brand dropdown's options. */
  list: '/api/promocode/get_erp_brands',
  detail: (id: string) => `/api/brands/get_brand/${encodeURIComponent(id)}`,
  create: '/api/brands/create_brand',
  update: (id: string) => `/api/brands/update_brand/${encodeURIComponent(id)}`,
  status: '/api/brands/brand_status',
} as const

export const categoryPaths = { list: '/api/add_products/get_categories' } as const

export const templatePaths = {
  list: '/api/add_products/product_templates',
  detail: (id: string) => `/api/add_products/product_templates_details/${encodeURIComponent(id)}`,
  /** POST creates, PUT updates (the id in the body). */
  write: '/api/add_products/create_product_template',
  status: '/api/add_products/template_status',
  /** Active templates of one brand (?brand_id=). */
  options: '/api/promocode/get_product_templates',
} as const

export const variantPaths = {
  list: '/api/add_products/product_variants',
  detail: (id: string) => `/api/add_products/product_variants_details/${encodeURIComponent(id)}`,
  /** POST creates, PUT updates (the id in the body). */
  write: '/api/add_products/create_product_variant',
  status: '/api/add_products/variant_status',
  /** Active variants of one template (?product_template_id=). */
  options: '/api/promocode/get_product_variants',
} as const

export const inventoryPaths = { list: '/api/add_products/get_inventory' } as const

/**
 * Two rules of the variant form (catalogue.ts), kept here so the price grid checks its cells without the whole
 * catalogue contract: one location's stock (whole units, 0 to 1,000,000) and the selling price.
 */
export const stockCount = v.pipe(
  v.number(() => m.stockNumber()),
  v.integer(() => m.stockWhole()),
  v.minValue(0, () => m.stockNegative()),
  v.maxValue(stockLimit, () => m.stockMax()),
)
export const sellingPrice = v.pipe(
  paiseOf(() => m.enterPrice()),
  v.minValue(1, () => m.pricePositive()),
)
