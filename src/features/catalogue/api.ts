import {
  brandSchema,
  inventoryRowSchema,
  templateSchema,
  variantSchema,
  type Brand,
  type BrandListQuery,
  type InventoryListQuery,
  type InventoryRow,
  type ProductStatus,
  type ProductTemplate,
  type ProductVariant,
  type TemplateListQuery,
  type VariantCreateBody,
  type VariantListQuery,
  type VariantUpdateBody,
} from '../../contract/catalogue'
import { defineResource } from '../../lib/resource-api'

// SPEC.md 7 "Products" (and the brands list, GET /api/promocode/get_erp_brands). SPEC.md 8: brand, product-template and
// product-variant fetches show no toast; the screen shows the failure.

export const brands = defineResource<Brand, BrandListQuery>({
  key: ['catalogue', 'brands'],
  row: brandSchema,
  list: '/api/promocode/get_erp_brands',
  detail: (id) => `/api/brands/get_brand/${id}`,
  toasts: { list: false, detail: false },
})

export const templates = defineResource<ProductTemplate, TemplateListQuery>({
  key: ['catalogue', 'templates'],
  row: templateSchema,
  list: '/api/add_products/product_templates',
  detail: (id) => `/api/add_products/product_templates_details/${id}`,
  toasts: { list: false, detail: false },
})

export const variants = defineResource<ProductVariant, VariantListQuery>({
  key: ['catalogue', 'variants'],
  row: variantSchema,
  list: '/api/add_products/product_variants',
  detail: (id) => `/api/add_products/product_variants_details/${id}`,
  toasts: { list: false, detail: false },
})

export const inventory = defineResource<InventoryRow, InventoryListQuery>({
  key: ['catalogue', 'inventory'],
  row: inventoryRowSchema,
  list: '/api/add_products/get_inventory',
  toasts: { list: 'Failed to fetch inventory', detail: 'Failed to fetch inventory' },
})

const templateWrite = '/api/add_products/create_product_template'
const variantWrite = '/api/add_products/create_product_variant'

/** Multipart: the browser sets the boundary, so no content type is sent (SPEC.md 7). */
export const createTemplate = (body: FormData, idempotencyKey: string) => templates.write('POST', templateWrite, body, idempotencyKey)
export const updateTemplate = (body: FormData) => templates.write('PUT', templateWrite, body)
export const createVariant = (body: VariantCreateBody, idempotencyKey: string) => variants.write('POST', variantWrite, body, idempotencyKey)
export const updateVariant = (body: VariantUpdateBody) => variants.write('PUT', variantWrite, body)

export type StatusChange = { id: string; status: ProductStatus }
export const setTemplateStatus = (body: StatusChange) => templates.write('POST', '/api/add_products/template_status', body)
export const setVariantStatus = (body: StatusChange) => variants.write('POST', '/api/add_products/variant_status', body)

/** Brand writes (an addition to SPEC.md 7: README, deviations). Multipart, for the logo. */
export const createBrand = (body: FormData, idempotencyKey: string) => brands.write('POST', '/api/brands/create_brand', body, idempotencyKey)
export const updateBrand = (id: string, body: FormData) => brands.write('PUT', `/api/brands/update_brand/${id}`, body)
export const setBrandActive = (body: { id: string; is_active: boolean }) => brands.write('PUT', '/api/brands/brand_status', body)
