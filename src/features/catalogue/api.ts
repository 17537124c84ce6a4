import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  brandListResponse,
  categoriesResponse,
  inventoryListResponse,
  templateDetailResponse,
  templateListResponse,
  variantDetailResponse,
  variantListResponse,
  type BrandListQuery,
  type InventoryListQuery,
  type ProductStatus,
  type TemplateListQuery,
  type VariantCreateBody,
  type VariantListQuery,
  type VariantUpdateBody,
} from '../../contract/catalogue'
import { messageResponse } from '../../contract/common'
import { optionsResponse } from '../../contract/lists'
import { downloadFile } from '../../lib/download'
import { apiRequest, type Query } from '../../lib/http'

export const catalogueKeys = {
  all: ['catalogue'] as const,
  brands: () => [...catalogueKeys.all, 'brands'] as const,
  brandLists: () => [...catalogueKeys.brands(), 'list'] as const,
  brandList: (search: BrandListQuery) => [...catalogueKeys.brandLists(), search] as const,
  brandOptions: () => [...catalogueKeys.brands(), 'options'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  templates: () => [...catalogueKeys.all, 'templates'] as const,
  templateLists: () => [...catalogueKeys.templates(), 'list'] as const,
  templateList: (search: TemplateListQuery) => [...catalogueKeys.templateLists(), search] as const,
  templateOptions: (brandId: string) => [...catalogueKeys.templates(), 'options', brandId] as const,
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

export const brandOptionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.brandOptions(),
    queryFn: ({ signal }) => apiRequest(paths.brands, { query: { options: 1 }, schema: optionsResponse, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    meta: quiet,
  })

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => apiRequest(paths.categories, { schema: categoriesResponse, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    meta: { errorToast: { fields: serverText, fallback: 'Failed to fetch categories' } },
  })

export const templateListQueryOptions = (search: TemplateListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.templateList(search),
    queryFn: ({ signal }) => apiRequest(paths.templates, { query: search as Query, schema: templateListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: quiet,
  })

/** Active templates of one brand as dropdown options (the first 100 by name). */
export const templateOptionsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: catalogueKeys.templateOptions(brandId),
    queryFn: ({ signal }) =>
      apiRequest(paths.templates, { query: { brand_id: brandId, status: 'active', ordering: 'name', page_size: 100 }, schema: templateListResponse, signal }).then((body) =>
        body.data.map((row) => ({ label: row.name, value: row.id })),
      ),
    enabled: Boolean(brandId),
    staleTime: 60_000,
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

/** CSV of every row matching the list's current filter (not just this page). */
export const exportCsv = (path: string, query: object, filename: string) =>
  downloadFile(path, { ...(query as Query), format: 'csv', page: undefined, page_size: undefined }, filename)

const idempotent = (key: string) => ({ 'Idempotency-Key': key })

/** Multipart: the browser sets the boundary, so no content type is sent (SPEC.md 7). */
export const createTemplate = (body: FormData, idempotencyKey: string) =>
  apiRequest(paths.templateWrite, { method: 'POST', body, headers: idempotent(idempotencyKey), schema: messageResponse })

export const updateTemplate = (body: FormData) => apiRequest(paths.templateWrite, { method: 'PUT', body, schema: messageResponse })

export const createVariant = (body: VariantCreateBody, idempotencyKey: string) =>
  apiRequest(paths.variantWrite, { method: 'POST', body, headers: idempotent(idempotencyKey), schema: messageResponse })

export const updateVariant = (body: VariantUpdateBody) => apiRequest(paths.variantWrite, { method: 'PUT', body, schema: messageResponse })

export type StatusChange = { id: string; status: ProductStatus }

export const setTemplateStatus = (body: StatusChange) => apiRequest(paths.templateStatus, { method: 'POST', body, schema: messageResponse })
export const setVariantStatus = (body: StatusChange) => apiRequest(paths.variantStatus, { method: 'POST', body, schema: messageResponse })
