import { Hono } from 'hono'
import { inventoryListQuery, variantCreateBody, variantListQuery, variantStatusBody, variantUpdateBody } from '../../src/contract/catalogue'
import { requireArea, requireAuth } from '../http/auth'
import { idempotent } from '../http/idempotency'
import { listAnswer } from '../http/list-answer'
import { failure } from '../http/respond'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { listInventory } from '../services/inventory'
import { getVariant, listVariants } from '../services/product-variants'
import { fail } from '../services/result'
import { createVariant, setVariantStatus, updateVariant, variantNotFound } from '../services/variant-writes'
import { inventoryCsv, variantCsv } from './csv-exports'

/** SPEC.md 7 "Products": variants (JSON) and inventory. */
export function productVariantRoutes({ db }: AppDeps) {
  const area = requireArea('/products/variants')
  // Both product sub-apps share /api/add_products, so auth is per route rather than a sub-app `use`.
  const auth = requireAuth(db)
  return new Hono<AppEnv>()
    .get('/product_variants', auth, area, validate('query', variantListQuery), async (c) => {
      const params = c.req.valid('query')
      return listAnswer(c, params, await listVariants(db, c.var.orgId, params, c.req.raw.signal), 'Product variants loaded', variantCsv)
    })
    .get('/product_variants_details/:id', auth, area, async (c) => {
      const data = await getVariant(db, c.var.orgId, c.req.param('id'))
      if (!data) return failure(c, fail(404, variantNotFound))
      return c.json({ status: true, message: 'Product variant loaded', data })
    })
    .post('/variant_status', auth, area, validate('json', variantStatusBody), async (c) => {
      const { id, status } = c.req.valid('json')
      const result = await setVariantStatus(db, c.var.orgId, id, status)
      if (!result.ok) return failure(c, result)
      const message = status === 'active' ? 'Product variant activated' : 'Product variant deactivated'
      return c.json({ status: true, message, data: result.variant })
    })
    .post('/create_product_variant', auth, area, idempotent(db), validate('json', variantCreateBody), async (c) => {
      const result = await createVariant(db, c.var.orgId, c.req.valid('json'))
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Product variant created', data: result.variant }, 201)
    })
    .put('/create_product_variant', auth, area, validate('json', variantUpdateBody), async (c) => {
      const result = await updateVariant(db, c.var.orgId, c.req.valid('json'))
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Product variant updated', data: result.variant })
    })
    .get('/get_inventory', auth, requireArea('/inventory'), validate('query', inventoryListQuery), async (c) => {
      const params = c.req.valid('query')
      return listAnswer(c, params, await listInventory(db, c.var.orgId, params), 'Inventory loaded', inventoryCsv)
    })
}
