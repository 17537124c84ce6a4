import type * as v from 'valibot'
import { messageResponse } from '../../src/contract/common'
import { feedDetailResponse, feedListResponse, feedSavedResponse, feedStaleResponse } from '../../src/contract/feeds'
import { activityPeopleResponse, historyListResponse, historyVerifyResponse } from '../../src/contract/history'
import { promoCodeDetailResponse, promoCodeListResponse, promoCodeSavedResponse, promoCodeStaleResponse } from '../../src/contract/promo-codes'
import {
  templateDetailResponse,
  templateListResponse,
  templateSavedResponse,
  templateStaleResponse,
  variantDetailResponse,
  variantListResponse,
  variantSavedResponse,
  variantStaleResponse,
} from '../../src/contract/catalogue'

/** A route's success answer and, for a versioned update, its 409 answer: the contract's own schemas (the app parses answers with them). */
export type Answers = { ok: v.GenericSchema; stale?: v.GenericSchema }

/**
 * The answer schemas the contract has, by "METHOD path" as the routes are mounted (Hono's spelling, `:id`). A route
 * not named here is documented with the envelope every answer shares (`status`, `message`, `data`).
 */
export const answersByRoute: Record<string, Answers> = {
  'GET /api/promocode/get_promo_codes': { ok: promoCodeListResponse },
  'GET /api/promocode/get_promo_codes/:id': { ok: promoCodeDetailResponse },
  'POST /api/promocode/create': { ok: promoCodeSavedResponse },
  'PUT /api/promocode/update_promocode/:id': { ok: promoCodeSavedResponse, stale: promoCodeStaleResponse },
  'PUT /api/promocode/toggle_status/:id': { ok: promoCodeSavedResponse },
  'GET /api/add_products/product_templates': { ok: templateListResponse },
  'GET /api/add_products/product_templates_details/:id': { ok: templateDetailResponse },
  'POST /api/add_products/create_product_template': { ok: templateSavedResponse },
  'PUT /api/add_products/create_product_template': { ok: templateSavedResponse, stale: templateStaleResponse },
  'GET /api/add_products/product_variants': { ok: variantListResponse },
  'GET /api/add_products/product_variants_details/:id': { ok: variantDetailResponse },
  'POST /api/add_products/create_product_variant': { ok: variantSavedResponse },
  'PUT /api/add_products/create_product_variant': { ok: variantSavedResponse, stale: variantStaleResponse },
  'GET /api/feeds/get_feeds': { ok: feedListResponse },
  'GET /api/feeds/get_feeds/:id': { ok: feedDetailResponse },
  'POST /api/feeds/create_feed': { ok: feedSavedResponse },
  'PUT /api/feeds/update_feed/:id': { ok: feedSavedResponse, stale: feedStaleResponse },
  'GET /api/history/:type/:id': { ok: historyListResponse },
  'GET /api/history/verify': { ok: historyVerifyResponse },
  'GET /api/activity': { ok: historyListResponse },
  'GET /api/activity/people': { ok: activityPeopleResponse },
  'POST /api/accounts/logout': { ok: messageResponse },
}
