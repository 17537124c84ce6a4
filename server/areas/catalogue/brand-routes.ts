import { Hono } from 'hono'
import { brandCreateBody, brandStatusBody, brandUpdateBody } from '../../../src/contract/catalogue/brands'
import { imageRules } from '../../../src/contract/media'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Upload } from '../../kit/area'
import { jsonBodyBytes } from '../../kit/body-limit'
import type { AppDeps, AppEnv } from '../../kit/types'
import { resourceRoutes, uploadLimit } from '../../kit/resource-routes'
import { brandNotFound } from '../../../src/paraglide/m/catalogue'
import { brandActivated, brandCreated, brandDeactivated, brandLoaded, brandsLoaded, brandUpdated, logoTooLarge } from '../../../src/paraglide/m/server'
import { createBrand, setBrandActive, updateBrand } from './brand-writes'
import { getBrand } from './brand-reads'

/** Paths that take a logo file (below /api/brands); app.ts leaves them out of the 64 KB JSON limit. */
export const brandUpload: Upload = {
  paths: ['/create_brand', '/update_brand/'],
  maxBytes: imageRules.maxBytes + jsonBodyBytes,
  message: logoTooLarge,
}
const logoLimit = uploadLimit(brandUpload.maxBytes, brandUpload.message)

/**
 * Brand writes (an addition to the calls of docs/areas/catalogue.md#api, see README deviations): the brands list itself is
 * GET /api/promocode/get_erp_brands. Whoever may open /brands-list may add and edit brands.
 */
export function brandRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, {
    guard: requireArea('/brands-list'),
    says: { listed: brandsLoaded, loaded: brandLoaded, created: brandCreated, updated: brandUpdated },
    upload: logoLimit,
  })
    .detail('/get_brand/:id', getBrand, brandNotFound)
    .create('/create_brand', brandCreateBody, createBrand)
    .update('/update_brand/:id', brandUpdateBody, updateBrand)
    .status('PUT', '/brand_status', brandStatusBody, setBrandActive, ({ is_active }) => (is_active ? brandActivated() : brandDeactivated()))
  return app
}
