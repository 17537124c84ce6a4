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
import { brandPaths, inventoryPaths, templatePaths, variantPaths } from '../../contract/catalogue/list'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/catalogue'

// docs/areas/catalogue.md#api (and the brands list, GET /api/promocode/get_erp_brands). docs/app.md#errors: brand, product-template and
// product-variant fetches show no toast; the screen shows the failure.

export const brands = defineResource<Brand, BrandListQuery>({
  key: ['catalogue', 'brands'],
  row: brandSchema,
  list: brandPaths.list,
  detail: brandPaths.detail,
  toasts: { list: false, detail: false },
})

export const templates = defineResource<ProductTemplate, TemplateListQuery>({
  key: ['catalogue', 'templates'],
  row: templateSchema,
  list: templatePaths.list,
  detail: templatePaths.detail,
  toasts: { list: false, detail: false },
})

export const variants = defineResource<ProductVariant, VariantListQuery>({
  key: ['catalogue', 'variants'],
  row: variantSchema,
  list: variantPaths.list,
  detail: variantPaths.detail,
  toasts: { list: false, detail: false },
})

export const inventory = defineResource<InventoryRow, InventoryListQuery>({
  key: ['catalogue', 'inventory'],
  row: inventoryRowSchema,
  list: inventoryPaths.list,
  toasts: { list: m.inventoryFailed, detail: m.inventoryFailed },
})

/** Multipart: the browser sets the boundary, so no content type is sent (docs/api.md#uploads). */
export const createTemplate = (body: FormData, idempotencyKey: string) => templates.write('POST', templatePaths.write, body, idempotencyKey)
export const updateTemplate = (body: FormData) => templates.write('PUT', templatePaths.write, body)
export const createVariant = (body: VariantCreateBody, idempotencyKey: string) => variants.write('POST', variantPaths.write, body, idempotencyKey)
export const updateVariant = (body: VariantUpdateBody) => variants.write('PUT', variantPaths.write, body)

export type StatusChange = { id: string; status: ProductStatus }
export const setTemplateStatus = (body: StatusChange) => templates.write('POST', templatePaths.status, body)
export const setVariantStatus = (body: StatusChange) => variants.write('POST', variantPaths.status, body)

/** Brand writes (an addition to the calls of docs/areas/catalogue.md#api: README, deviations). Multipart, for the logo. */
export const createBrand = (body: FormData, idempotencyKey: string) => brands.write('POST', brandPaths.create, body, idempotencyKey)
export const updateBrand = (id: string, body: FormData) => brands.write('PUT', brandPaths.update(id), body)
export const setBrandStatus = (body: { id: string; is_active: boolean }) => brands.write('PUT', brandPaths.status, body)
