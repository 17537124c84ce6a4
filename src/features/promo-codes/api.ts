import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { messageResponse } from '../../contract/common'
import { optionsResponse } from '../../contract/lists'
import {
  promoCodeDetailResponse,
  promoCodeListResponse,
  type PromoCodeCreateBody,
  type PromoCodeListQuery,
  type PromoCodeUpdateBody,
} from '../../contract/promo-codes'
import { apiRequest, type Query } from '../../lib/http'

export const promoCodeKeys = {
  all: ['promo-codes'] as const,
  lists: () => [...promoCodeKeys.all, 'list'] as const,
  list: (search: PromoCodeListQuery) => [...promoCodeKeys.lists(), search] as const,
  detail: (id: string) => [...promoCodeKeys.all, 'detail', id] as const,
  brandOptions: () => [...promoCodeKeys.all, 'options', 'brands'] as const,
  templateOptions: (brandId: string) => [...promoCodeKeys.all, 'options', 'templates', brandId] as const,
  variantOptions: (templateId: string) => [...promoCodeKeys.all, 'options', 'variants', templateId] as const,
}

export const promoCodeListQueryOptions = (search: PromoCodeListQuery) =>
  queryOptions({
    queryKey: promoCodeKeys.list(search),
    queryFn: ({ signal }) => apiRequest('/api/promocode/get_promo_codes', { query: search as Query, schema: promoCodeListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: { fields: ['message', 'error', 'detail'], fallback: 'Failed to fetch promo codes' } },
  })

export const promoCodeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: promoCodeKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/api/promocode/get_promo_codes/${encodeURIComponent(id)}`, { schema: promoCodeDetailResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fields: ['message', 'error', 'detail'], fallback: 'Failed to fetch the promo code' } },
  })

// SPEC.md 8: brand, template and variant fetches show no toast; the dropdown shows the failure instead.
const quiet = { errorToast: false } as const

export const brandOptionsQueryOptions = () =>
  queryOptions({
    queryKey: promoCodeKeys.brandOptions(),
    queryFn: ({ signal }) => apiRequest('/api/promocode/get_erp_brands', { query: { options: 1 }, schema: optionsResponse, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    meta: quiet,
  })

export const templateOptionsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: promoCodeKeys.templateOptions(brandId),
    queryFn: ({ signal }) => apiRequest('/api/promocode/get_product_templates', { query: { brand_id: brandId }, schema: optionsResponse, signal }).then((body) => body.data),
    enabled: Boolean(brandId),
    staleTime: 5 * 60_000,
    meta: quiet,
  })

export const variantOptionsQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: promoCodeKeys.variantOptions(templateId),
    queryFn: ({ signal }) =>
      apiRequest('/api/promocode/get_product_variants', { query: { product_template_id: templateId }, schema: optionsResponse, signal }).then((body) => body.data),
    enabled: Boolean(templateId),
    staleTime: 5 * 60_000,
    meta: quiet,
  })

export const createPromoCode = (body: PromoCodeCreateBody, idempotencyKey: string) =>
  apiRequest('/api/promocode/create', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: messageResponse })

export const updatePromoCode = (id: string, body: PromoCodeUpdateBody) =>
  apiRequest(`api/promocode/update_promocode/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: messageResponse })

export const togglePromoCode = ({ id, is_active }: { id: string; is_active: boolean }) =>
  apiRequest(`api/promocode/toggle_status/${encodeURIComponent(id)}`, { method: 'PUT', body: { is_active }, schema: messageResponse })
