import { Hono } from 'hono'
import { brandListQuery } from '../../../src/contract/catalogue'
import { brandCsv } from '../../../src/contract/catalogue/csv'
import { templateOptionsQuery, variantOptionsQuery } from '../../../src/contract/promo-codes'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { brandOptions, listBrands, listCategories, templateOptions, variantOptions } from './brand-reads'
import { brandsLoaded, categoriesLoaded, templatesLoaded, variantsLoaded } from '../../../src/paraglide/m/server'

/**
 * The catalogue's shared lists and dropdowns under /api/promocode (docs/areas/catalogue.md#api): the brands list screen's
 * get_erp_brands, and the templates and variants the promo-code form and the catalogue forms offer.
 */
export function catalogueOptionRoutes({ db }: AppDeps) {
  // The dropdowns of the promo-code form are also the catalogue's (the variant form's templates, the variant list's filter).
  const options = requireArea('/promo-codes', '/products/templates', '/products/variants')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: options })
    // The /brands-list screen's rows, or with options=1 the brand dropdown of the promo-code form.
    .list('/get_erp_brands', brandListQuery, (scope, params, signal) => listBrands(db, scope.orgId, params, signal), brandCsv, {
      guard: requireArea('/brands-list', '/promo-codes'),
      says: brandsLoaded,
      answer: async (c, params, signal) =>
        params.options
          ? c.json({ status: true, message: brandsLoaded(), data: await brandOptions(db, c.get('orgId')) })
          : listBrands(db, c.get('orgId'), params, signal),
    })
    .get('/get_product_templates', { query: templateOptionsQuery }, async (c, { query }) => {
      const data = await templateOptions(db, c.get('orgId'), query.brand_id)
      return c.json({ status: true, message: templatesLoaded(), data })
    })
    .get('/get_product_variants', { query: variantOptionsQuery }, async (c, { query }) => {
      const data = await variantOptions(db, c.get('orgId'), query.product_template_id)
      return c.json({ status: true, message: variantsLoaded(), data })
    })
  return app
}

/** /api/add_products/get_categories: the template form's category dropdown. */
export function categoryRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: requireArea('/products/templates') }).get('/get_categories', {}, async (c) =>
    c.json({ status: true, message: categoriesLoaded(), data: await listCategories(db, c.get('orgId')) }),
  )
  return app
}
