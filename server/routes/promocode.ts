import { Hono } from 'hono'
import { brandCsv, brandListQuery } from '../../src/contract/catalogue'
import {
  promoCodeCreateBody,
  promoCodeCsv,
  promoCodeListQuery,
  promoCodeToggleBody,
  promoCodeUpdateBody,
  templateOptionsQuery,
  variantOptionsQuery,
} from '../../src/contract/promo-codes'
import { answerer } from '../http/answer'
import { requireArea, requireAuth } from '../http/auth'
import { created, idempotent } from '../http/idempotency'
import { listAnswer } from '../http/list-answer'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { brandOptions, listBrands, templateOptions, variantOptions } from '../services/brands'
import { createPromoCode, setPromoCodeActive, updatePromoCode } from '../services/promo-code-writes'
import { getPromoCode, listPromoCodes, promoCodeNotFound } from '../services/promo-codes'
import { found } from '../services/result'

// SPEC.md 8: the app reads promo-code failures from `error`.
const withError = { withError: true }
const answer = answerer(withError)

/** Every /api/promocode/* path of SPEC.md 7, the brands list screen's get_erp_brands among them. */
export function promocodeRoutes({ db }: AppDeps) {
  const area = requireArea('/promo-codes')
  // The dropdowns of the promo-code form are also the catalogue's (the variant form's templates, the variant list's filter).
  const options = requireArea('/promo-codes', '/products/templates', '/products/variants')
  return (
    new Hono<AppEnv>()
      .use(requireAuth(db))
      .get('/get_promo_codes', area, validate('query', promoCodeListQuery), async (c) => {
        const params = c.req.valid('query')
        return listAnswer(c, params, await listPromoCodes(db, c.var.orgId, params), 'Promo codes loaded', promoCodeCsv)
      })
      .get('/get_promo_codes/:id', area, async (c) =>
        answer(c, found(await getPromoCode(db, c.var.orgId, c.req.param('id')), promoCodeNotFound), 'Promo code loaded'),
      )
      .put('/toggle_status/:id', area, validate('json', promoCodeToggleBody, withError), async (c) => {
        const { is_active } = c.req.valid('json')
        const result = await setPromoCodeActive(db, c.var.orgId, c.req.param('id'), is_active)
        return answer(c, result, is_active ? 'Promo code activated' : 'Promo code deactivated')
      })
      .post('/create', area, idempotent(db), validate('json', promoCodeCreateBody, withError), (c) =>
        created(c, 'Promo code created', (key) => createPromoCode(db, c.var.orgId, c.req.valid('json'), key), withError),
      )
      .put('/update_promocode/:id', area, validate('json', promoCodeUpdateBody, withError), async (c) =>
        answer(c, await updatePromoCode(db, c.var.orgId, c.req.param('id'), c.req.valid('json')), 'Promo code updated'),
      )
      // The /brands-list screen's rows, or with options=1 the brand dropdown of the promo-code form.
      .get('/get_erp_brands', requireArea('/brands-list', '/promo-codes'), validate('query', brandListQuery), async (c) => {
        const params = c.req.valid('query')
        if (params.options) return c.json({ status: true, message: 'Brands loaded', data: await brandOptions(db, c.var.orgId) })
        return listAnswer(c, params, await listBrands(db, c.var.orgId, params), 'Brands loaded', brandCsv)
      })
      .get('/get_product_templates', options, validate('query', templateOptionsQuery), async (c) => {
        const data = await templateOptions(db, c.var.orgId, c.req.valid('query').brand_id)
        return c.json({ status: true, message: 'Product templates loaded', data })
      })
      .get('/get_product_variants', options, validate('query', variantOptionsQuery), async (c) => {
        const data = await variantOptions(db, c.var.orgId, c.req.valid('query').product_template_id)
        return c.json({ status: true, message: 'Product variants loaded', data })
      })
  )
}
