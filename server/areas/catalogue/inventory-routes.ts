import { Hono } from 'hono'
import { inventoryCsv, inventoryListQuery } from '../../../src/contract/catalogue'
import { requireArea, requireAuth } from '../../auth/middleware'
import { listAnswer } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { listInventory } from './inventory-reads'

/** /api/add_products/get_inventory (SPEC.md 7): stock per variant and location. */
export function inventoryRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().use(requireAuth(db)).get('/get_inventory', requireArea('/inventory'), validate('query', inventoryListQuery), async (c) => {
    const params = c.req.valid('query')
    return listAnswer(c, params, await listInventory(db, c.var.orgId, params), 'Inventory loaded', inventoryCsv)
  })
}
