import { Hono } from 'hono'
import { brandListQuery } from '../../../src/contract/catalogue'
import { brandCsv } from '../../../src/contract/catalogue-csv'
import { templateOptionsQuery, variantOptionsQuery } from '../../../src/contract/promo-codes'
import { requireArea, requireAuth } from '../../auth/middleware'
import { listRoute } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { brandOptions, listBrands, listCategories, templateOptions, variantOptions } from './brand-reads'
import { brandsLoaded, categoriesLoaded, templatesLoaded, variantsLoaded } from '../../../src/paraglide/m/server'

/**
 * The catalogue's shared lists and dropdowns under /api/promocode (docs/areas/catalogue.md#api): the brands list screen's
 * get_erp_brands, and the templates and variants the promo-code form and the catalogue forms offer.
 */
export function catalogueOptionRoutes({ db }: AppDeps) {
  // The dropdowns of the promo-code form are also the catalogue's (the variant form's templates, the variant list's filter).
  const options = requireArea('/promo-codes', '/products/templates', '/products/variants')
  return (
    new Hono<AppEnv>()
      .use(requireAuth(db))
      // The /brands-list screen's rows, or with options=1 the brand dropdown of the promo-code form.
      .get(
        '/get_erp_brands',
        requireArea('/brands-list', '/promo-codes'),
        listRoute(
          brandListQuery,
          brandsLoaded,
          brandCsv,
          async (c, params, signal) =>
            params.options
              ? c.json({ status: true, message: brandsLoaded(), data: await brandOptions(db, c.var.orgId) })
              : listBrands(db, c.var.orgId, params, signal),
          { name: 'brands', read: (scope, params, signal) => listBrands(db, scope.orgId, params, signal) },
        ),
      )
      .get('/get_product_templates', options, validate('query', templateOptionsQuery), async (c) => {
        const data = await templateOptions(db, c.var.orgId, c.req.valid('query').brand_id)
        return c.json({ status: true, message: templatesLoaded(), data })
      })
      .get('/get_product_variants', options, validate('query', variantOptionsQuery), async (c) => {
        const data = await variantOptions(db, c.var.orgId, c.req.valid('query').product_template_id)
        return c.json({ status: true, message: variantsLoaded(), data })
      })
  )
}

/** /api/add_products/get_categories: the template form's category dropdown. */
export function categoryRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get('/get_categories', requireArea('/products/templates'), async (c) =>
      c.json({ status: true, message: categoriesLoaded(), data: await listCategories(db, c.var.orgId) }),
    )
}
