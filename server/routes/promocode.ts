import { Hono } from 'hono'
import { promoCodeCreateBody, promoCodeCsv, promoCodeListQuery, promoCodeToggleBody, promoCodeUpdateBody } from '../../src/contract/promo-codes'
import { answerer } from '../http/answer'
import { requireArea, requireAuth } from '../http/auth'
import { created, idempotent } from '../http/idempotency'
import { listAnswer } from '../http/list-answer'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { createPromoCode, setPromoCodeActive, updatePromoCode } from '../services/promo-code-writes'
import { getPromoCode, listPromoCodes, promoCodeNotFound } from '../services/promo-codes'
import { found } from '../services/result'

// SPEC.md 8: the app reads promo-code failures from `error`.
const withError = { withError: true }
const answer = answerer(withError)

/** The promo codes' /api/promocode/* paths of SPEC.md 7; the catalogue's dropdowns there are catalogue-options.ts's. */
export function promocodeRoutes({ db }: AppDeps) {
  const area = requireArea('/promo-codes')
  return new Hono<AppEnv>()
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
}
