import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { savedResponse } from '../../contract/common'
import {
  promoCodeDetailResponse,
  promoCodeListResponse,
  promoCodeSchema,
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

const savedPromoCode = savedResponse(promoCodeSchema)

export const createPromoCode = (body: PromoCodeCreateBody, idempotencyKey: string) =>
  apiRequest('/api/promocode/create', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: savedPromoCode })

export const updatePromoCode = (id: string, body: PromoCodeUpdateBody) =>
  apiRequest(`api/promocode/update_promocode/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: savedPromoCode })

export const togglePromoCode = ({ id, is_active }: { id: string; is_active: boolean }) =>
  apiRequest(`api/promocode/toggle_status/${encodeURIComponent(id)}`, { method: 'PUT', body: { is_active }, schema: savedResponse(promoCodeSchema) })
