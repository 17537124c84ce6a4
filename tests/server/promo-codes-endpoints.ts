import { promoCodeSavedResponse } from '../../src/contract/promo-codes'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { promoBody } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { get, valueOf, versionOf } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

const promo = (unique: string, ids: OrgIds) => promoBody(ids.brandId, { code: `R${unique}`.toUpperCase().slice(0, 20) })
const promoArea = ['/promo-codes'] as const

/** The promo-codes rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/promocode/get_promo_codes': { kind: 'list', areas: promoArea, call: () => get('/api/promocode/get_promo_codes') },
  'GET /api/promocode/get_promo_codes/{id}': { kind: 'detail', areas: promoArea, call: ({ ids }) => get(`/api/promocode/get_promo_codes/${ids.promoCodeId}`) },
  'POST /api/promocode/create': {
    kind: 'create',
    history: { type: 'promo_code', action: 'created' },
    areas: promoArea,
    table: promoCodes,
    saved: promoCodeSavedResponse,
    call: ({ unique, ids }) => ({ method: 'POST', path: '/api/promocode/create', body: promo(unique, ids) }),
  },
  'PUT /api/promocode/update_promocode/{id}': {
    kind: 'update',
    history: { type: 'promo_code', action: 'updated' },
    areas: promoArea,
    saved: promoCodeSavedResponse,
    call: async (context) => ({
      method: 'PUT',
      path: `/api/promocode/update_promocode/${context.ids.promoCodeId}`,
      body: { ...promo(context.unique, context.ids), updated_at: await versionOf(context, promoCodes, context.ids.promoCodeId) },
    }),
  },
  'PUT /api/promocode/toggle_status/{id}': {
    kind: 'status',
    history: { type: 'promo_code', action: 'status' },
    areas: promoArea,
    saved: promoCodeSavedResponse,
    call: async (context) => {
      const active = await valueOf<boolean>(context, promoCodes, promoCodes.is_active, context.ids.promoCodeId)
      return { method: 'PUT', path: `/api/promocode/toggle_status/${context.ids.promoCodeId}`, body: { is_active: !active } }
    },
  },
}
