import { Hono } from 'hono'
import { brandCreateBody, brandStatusBody, brandUpdateBody } from '../../../src/contract/brands'
import { imageRules } from '../../../src/contract/media'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Upload } from '../../kit/area'
import { jsonBodyBytes } from '../../kit/body-limit'
import type { AppDeps, AppEnv } from '../../kit/types'
import { activation, resourceRoutes, uploadLimit } from '../../kit/resource-routes'
import { brandNotFound, createBrand, setBrandActive, updateBrand } from './brand-writes'
import { getBrand } from './brand-reads'

/** Paths that take a logo file (below /api/brands); app.ts leaves them out of the 64 KB JSON limit. */
export const brandUpload: Upload = {
  paths: ['/create_brand', '/update_brand/'],
  maxBytes: imageRules.maxBytes + jsonBodyBytes,
  message: 'The logo is too large: at most 2 MB.',
}
const logoLimit = uploadLimit(brandUpload.maxBytes, brandUpload.message)

/**
 * Brand writes (an addition to the calls of docs/areas/catalogue.md#api, see README deviations): the brands list itself is
 * GET /api/promocode/get_erp_brands. Whoever may open /brands-list may add and edit brands.
 */
export function brandRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: requireArea('/brands-list'), noun: 'Brand', upload: logoLimit })
    .detail('/get_brand/:id', getBrand, brandNotFound)
    .create('/create_brand', brandCreateBody, createBrand)
    .update('/update_brand/:id', brandUpdateBody, updateBrand)
    .status('PUT', '/brand_status', brandStatusBody, setBrandActive, ({ is_active }) => activation(is_active))
  return app
}
