import { promoCodeSchema, type PromoCode, type PromoCodeCreateBody, type PromoCodeListQuery, type PromoCodeUpdateBody } from '../../contract/promo-codes'
import { defineResource } from '../../lib/resource-api'

/** SPEC.md 7 "Promo codes". */
export const promoCodes = defineResource<PromoCode, PromoCodeListQuery>({
  key: ['promo-codes'],
  row: promoCodeSchema,
  rowId: (code) => code.promo_code_id,
  list: '/api/promocode/get_promo_codes',
  detail: (id) => `/api/promocode/get_promo_codes/${id}`,
  toasts: { list: 'Failed to fetch promo codes', detail: 'Failed to fetch the promo code' },
})

export const createPromoCode = (body: PromoCodeCreateBody, idempotencyKey: string) => promoCodes.write('POST', '/api/promocode/create', body, idempotencyKey)
export const updatePromoCode = (id: string, body: PromoCodeUpdateBody) =>
  promoCodes.write('PUT', `api/promocode/update_promocode/${encodeURIComponent(id)}`, body)
export const togglePromoCode = ({ id, is_active }: { id: string; is_active: boolean }) =>
  promoCodes.write('PUT', `api/promocode/toggle_status/${encodeURIComponent(id)}`, { is_active })
