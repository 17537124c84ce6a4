import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  brandListResponse,
  inventoryListResponse,
  templateDetailResponse,
  templateListResponse,
  templateSchema,
  variantDetailResponse,
  variantListResponse,
  variantSchema,
  type BrandListQuery,
  type InventoryListQuery,
  type ProductStatus,
  type TemplateListQuery,
  type VariantCreateBody,
  type VariantListQuery,
  type VariantUpdateBody,
} from '../../contract/catalogue'
import { savedResponse } from '../../contract/common'
import { apiRequest, type Query } from '../../lib/http'

// Shared option queries (one cache key each); re-exported until the forms import them from lib/option-queries.

export const catalogueKeys = {
  all: ['catalogue'] as const,
  brands: () => [...catalogueKeys.all, 'brands'] as const,
  brandLists: () => [...catalogueKeys.brands(), 'list'] as const,
  brandList: (search: BrandListQuery) => [...catalogueKeys.brandLists(), search] as const,
  templates: () => [...catalogueKeys.all, 'templates'] as const,
  templateLists: () => [...catalogueKeys.templates(), 'list'] as const,
  templateList: (search: TemplateListQuery) => [...catalogueKeys.templateLists(), search] as const,
  template: (id: string) => [...catalogueKeys.templates(), 'detail', id] as const,
  variants: () => [...catalogueKeys.all, 'variants'] as const,
  variantLists: () => [...catalogueKeys.variants(), 'list'] as const,
  variantList: (search: VariantListQuery) => [...catalogueKeys.variantLists(), search] as const,
  variant: (id: string) => [...catalogueKeys.variants(), 'detail', id] as const,
  inventory: () => [...catalogueKeys.all, 'inventory'] as const,
  inventoryList: (search: InventoryListQuery) => [...catalogueKeys.inventory(), 'list', search] as const,
}

export const paths = {
  brands: '/api/promocode/get_erp_brands',
  categories: '/api/add_products/get_categories',
  templates: '/api/add_products/product_templates',
  template: (id: string) => `/api/add_products/product_templates_details/${encodeURIComponent(id)}`,
  templateWrite: '/api/add_products/create_product_template',
  templateStatus: '/api/add_products/template_status',
  variants: '/api/add_products/product_variants',
  variant: (id: string) => `/api/add_products/product_variants_details/${encodeURIComponent(id)}`,
  variantWrite: '/api/add_products/create_product_variant',
  variantStatus: '/api/add_products/variant_status',
  inventory: '/api/add_products/get_inventory',
} as const

const serverText = ['message', 'error', 'detail'] as const
// SPEC.md 8: brand, product-template and product-variant fetches show no toast; the screen shows the failure.
const quiet = { errorToast: false } as const

export const brandListQueryOptions = (search: BrandListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.brandList(search),
    queryFn: ({ signal }) => apiRequest(paths.brands, { query: search as Query, schema: brandListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: quiet,
  })

export const templateListQueryOptions = (search: TemplateListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.templateList(search),
    queryFn: ({ signal }) => apiRequest(paths.templates, { query: search as Query, schema: templateListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: quiet,
  })

export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.template(id),
    queryFn: ({ signal }) => apiRequest(paths.template(id), { schema: templateDetailResponse, signal }).then((body) => body.data),
    meta: quiet,
  })

export const variantListQueryOptions = (search: VariantListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.variantList(search),
    queryFn: ({ signal }) => apiRequest(paths.variants, { query: search as Query, schema: variantListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: quiet,
  })

export const variantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.variant(id),
    queryFn: ({ signal }) => apiRequest(paths.variant(id), { schema: variantDetailResponse, signal }).then((body) => body.data),
    meta: quiet,
  })

export const inventoryListQueryOptions = (search: InventoryListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.inventoryList(search),
    queryFn: ({ signal }) => apiRequest(paths.inventory, { query: search as Query, schema: inventoryListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: { fields: serverText, fallback: 'Failed to fetch inventory' } },
  })

const idempotent = (key: string) => ({ 'Idempotency-Key': key })

/** Multipart: the browser sets the boundary, so no content type is sent (SPEC.md 7). */
const savedTemplate = savedResponse(templateSchema)
const savedVariant = savedResponse(variantSchema)

export const createTemplate = (body: FormData, idempotencyKey: string) =>
  apiRequest(paths.templateWrite, { method: 'POST', body, headers: idempotent(idempotencyKey), schema: savedTemplate })

export const updateTemplate = (body: FormData) => apiRequest(paths.templateWrite, { method: 'PUT', body, schema: savedTemplate })

export const createVariant = (body: VariantCreateBody, idempotencyKey: string) =>
  apiRequest(paths.variantWrite, { method: 'POST', body, headers: idempotent(idempotencyKey), schema: savedVariant })

export const updateVariant = (body: VariantUpdateBody) => apiRequest(paths.variantWrite, { method: 'PUT', body, schema: savedVariant })

export type StatusChange = { id: string; status: ProductStatus }

export const setTemplateStatus = (body: StatusChange) => apiRequest(paths.templateStatus, { method: 'POST', body, schema: savedResponse(templateSchema) })
export const setVariantStatus = (body: StatusChange) => apiRequest(paths.variantStatus, { method: 'POST', body, schema: savedResponse(variantSchema) })
