import { Hono } from 'hono'
import { brandListQuery } from '../../src/contract/catalogue'
import {
  promoCodeCreateBody,
  promoCodeListQuery,
  promoCodeToggleBody,
  promoCodeUpdateBody,
  templateOptionsQuery,
  variantOptionsQuery,
} from '../../src/contract/promo-codes'
import { requireArea, requireAuth } from '../http/auth'
import { idempotent } from '../http/idempotency'
import { listAnswer } from '../http/list-answer'
import { failure } from '../http/respond'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { brandOptions, listBrands, templateOptions, variantOptions } from '../services/brands'
import { createPromoCode, setPromoCodeActive, updatePromoCode } from '../services/promo-code-writes'
import { getPromoCode, listPromoCodes, promoCodeNotFound } from '../services/promo-codes'
import { fail } from '../services/result'
import { brandCsv, promoCodeCsv } from './csv-exports'

// SPEC.md 8: the app reads promo-code failures from `error`.
const withError = { withError: true }

/** SPEC.md 7 "Promo codes", plus the brands list screen (get_erp_brands). */
export function promoCodeRoutes({ db }: AppDeps) {
  const area = requireArea('/promo-codes')
  return (
    new Hono<AppEnv>()
      .use(requireAuth(db))
      .get('/get_promo_codes', area, validate('query', promoCodeListQuery), async (c) => {
        const params = c.req.valid('query')
        return listAnswer(c, params, await listPromoCodes(db, c.var.orgId, params), 'Promo codes loaded', promoCodeCsv)
      })
      .get('/get_promo_codes/:id', area, async (c) => {
        const data = await getPromoCode(db, c.var.orgId, c.req.param('id'))
        if (!data) return failure(c, fail(404, promoCodeNotFound), withError)
        return c.json({ status: true, message: 'Promo code loaded', data })
      })
      .put('/toggle_status/:id', area, validate('json', promoCodeToggleBody, withError), async (c) => {
        const { is_active } = c.req.valid('json')
        const result = await setPromoCodeActive(db, c.var.orgId, c.req.param('id'), is_active)
        if (!result.ok) return failure(c, result, withError)
        const message = is_active ? 'Promo code activated' : 'Promo code deactivated'
        return c.json({ status: true, message, data: result.promoCode })
      })
      .post('/create', area, idempotent(db), validate('json', promoCodeCreateBody, withError), async (c) => {
        const result = await createPromoCode(db, c.var.orgId, c.req.valid('json'))
        if (!result.ok) return failure(c, result, withError)
        return c.json({ status: true, message: 'Promo code created', data: result.promoCode }, 201)
      })
      .put('/update_promocode/:id', area, validate('json', promoCodeUpdateBody, withError), async (c) => {
        const result = await updatePromoCode(db, c.var.orgId, c.req.param('id'), c.req.valid('json'))
        if (!result.ok) return failure(c, result, withError)
        return c.json({ status: true, message: 'Promo code updated', data: result.promoCode })
      })
      // The /brands-list screen's rows, or with options=1 the brand dropdown of the promo-code form.
      .get('/get_erp_brands', requireArea('/brands-list', '/promo-codes'), validate('query', brandListQuery), async (c) => {
        const params = c.req.valid('query')
        if (params.options) return c.json({ status: true, message: 'Brands loaded', data: await brandOptions(db, c.var.orgId) })
        return listAnswer(c, params, await listBrands(db, c.var.orgId, params), 'Brands loaded', brandCsv)
      })
      .get('/get_product_templates', area, validate('query', templateOptionsQuery), async (c) => {
        const data = await templateOptions(db, c.var.orgId, c.req.valid('query').brand_id)
        return c.json({ status: true, message: 'Product templates loaded', data })
      })
      .get('/get_product_variants', area, validate('query', variantOptionsQuery), async (c) => {
        const data = await variantOptions(db, c.var.orgId, c.req.valid('query').product_template_id)
        return c.json({ status: true, message: 'Product variants loaded', data })
      })
  )
}
