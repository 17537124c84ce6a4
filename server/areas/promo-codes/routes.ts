import { Hono } from 'hono'
import { promoCodeCreateBody, promoCodeCsv, promoCodeListQuery, promoCodeToggleBody, promoCodeUpdateBody } from '../../../src/contract/promo-codes'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { createPromoCode, setPromoCodeActive, updatePromoCode } from './writes'
import { getPromoCode, listPromoCodes } from './reads'
import { notFound } from '../../../src/paraglide/m/promo-codes'
import {
  promoCodeActivated,
  promoCodeCreated,
  promoCodeDeactivated,
  promoCodeLoaded,
  promoCodesLoaded,
  promoCodeUpdated,
} from '../../../src/paraglide/m/server'

/** The promo codes' /api/promocode/* paths of docs/areas/promo-codes.md#api; the catalogue's dropdowns there are in catalogue/option-routes.ts. */
export function promoCodeRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  // docs/areas/promo-codes.md#messages: the app reads promo-code failures from `error`.
  resourceRoutes(app, db, {
    guard: requireArea('/promo-codes'),
    says: { listed: promoCodesLoaded, loaded: promoCodeLoaded, created: promoCodeCreated, updated: promoCodeUpdated },
    failures: { withError: true },
  })
    .list('/get_promo_codes', promoCodeListQuery, (scope, params, signal) => listPromoCodes(db, scope.orgId, params, signal), promoCodeCsv)
    .detail('/get_promo_codes/:id', getPromoCode, notFound)
    .status('PUT', '/toggle_status/:id', promoCodeToggleBody, setPromoCodeActive, ({ is_active }) =>
      is_active ? promoCodeActivated() : promoCodeDeactivated(),
    )
    .create('/create', promoCodeCreateBody, createPromoCode)
    .update('/update_promocode/:id', promoCodeUpdateBody, updatePromoCode)
  return app
}
