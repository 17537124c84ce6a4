import { Hono } from 'hono'
import { brandCreateBody, brandStatusBody, brandUpdateBody } from '../../src/contract/brands'
import { imageRules } from '../../src/contract/media'
import { answer } from '../http/answer'
import { requireArea, requireAuth } from '../http/auth'
import { created, idempotent } from '../http/idempotency'
import type { AppDeps, AppEnv } from '../http/types'
import { uploadLimit } from '../http/resource-routes'
import { validate } from '../http/validate'
import { brandNotFound, createBrand, setBrandActive, updateBrand } from '../services/brand-writes'
import { getBrand } from '../services/brands'
import { found } from '../services/result'

/** Paths that take a logo file; app.ts leaves them out of the 64 KB JSON limit. */
export const brandUploadPaths = ['/api/brands/create_brand', '/api/brands/update_brand/']
const logoLimit = uploadLimit(imageRules.maxBytes + 64 * 1024, 'The logo is too large: at most 2 MB.')

/**
 * Brand writes (an addition to SPEC.md 7, see README deviations): the brands list itself is
 * GET /api/promocode/get_erp_brands. Whoever may open /brands-list may add and edit brands.
 */
export function brandRoutes({ db }: AppDeps) {
  const area = requireArea('/brands-list')
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get('/get_brand/:id', area, async (c) => answer(c, found(await getBrand(db, c.var.orgId, c.req.param('id')), brandNotFound), 'Brand loaded'))
    .post('/create_brand', area, logoLimit, idempotent(db), validate('form', brandCreateBody), (c) =>
      created(c, 'Brand created', (key) => createBrand(db, c.var.orgId, c.req.valid('form'), key)),
    )
    .put('/update_brand/:id', area, logoLimit, validate('form', brandUpdateBody), async (c) =>
      answer(c, await updateBrand(db, c.var.orgId, c.req.param('id'), c.req.valid('form')), 'Brand updated'),
    )
    .put('/brand_status', area, validate('json', brandStatusBody), async (c) => {
      const { id, is_active } = c.req.valid('json')
      return answer(c, await setBrandActive(db, c.var.orgId, id, is_active), is_active ? 'Brand activated' : 'Brand deactivated')
    })
}
