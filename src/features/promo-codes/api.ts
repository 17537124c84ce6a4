import {
  promoCodePaths,
  promoCodeSchema,
  type PromoCode,
  type PromoCodeCreateBody,
  type PromoCodeListQuery,
  type PromoCodeUpdateBody,
} from '../../contract/promo-codes'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/promo-codes'

/** docs/areas/promo-codes.md#api. */
export const promoCodes = defineResource<PromoCode, PromoCodeListQuery>({
  key: ['promo-codes'],
  row: promoCodeSchema,
  rowId: (code) => code.promo_code_id,
  list: promoCodePaths.list,
  detail: promoCodePaths.detail,
  toasts: { list: m.codesFailed, detail: m.codeFailed },
})

export const createPromoCode = (body: PromoCodeCreateBody, idempotencyKey: string) => promoCodes.write('POST', promoCodePaths.create, body, idempotencyKey)
export const updatePromoCode = (id: string, body: PromoCodeUpdateBody) => promoCodes.write('PUT', promoCodePaths.update(id), body)
export const setPromoCodeStatus = ({ id, is_active }: { id: string; is_active: boolean }) => promoCodes.write('PUT', promoCodePaths.status(id), { is_active })
