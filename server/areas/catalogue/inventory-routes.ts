import { Hono } from 'hono'
import { inventoryListQuery } from '../../../src/contract/catalogue'
import { inventoryCsv } from '../../../src/contract/catalogue/csv'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { listInventory } from './inventory-reads'
import { inventoryLoaded } from '../../../src/paraglide/m/server'

/** /api/add_products/get_inventory (docs/areas/catalogue.md#api): stock per variant and location. */
export function inventoryRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: requireArea('/inventory') }).list(
    '/get_inventory',
    inventoryListQuery,
    (scope, params, signal) => listInventory(db, scope.orgId, params, signal),
    inventoryCsv,
    { says: inventoryLoaded },
  )
  return app
}
