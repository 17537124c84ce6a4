import { Hono } from 'hono'
import { inventoryListQuery } from '../../../src/contract/catalogue'
import { inventoryCsv } from '../../../src/contract/catalogue-csv'
import { requireArea, requireAuth } from '../../auth/middleware'
import { exportableList } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { listInventory } from './inventory-reads'
import { inventoryLoaded } from '../../../src/paraglide/m/server'

/** /api/add_products/get_inventory (docs/areas/catalogue.md#api): stock per variant and location. */
export function inventoryRoutes({ db }: AppDeps) {
  const list = exportableList('inventory', inventoryListQuery, inventoryLoaded, inventoryCsv, (scope, params, signal) =>
    listInventory(db, scope.orgId, params, signal),
  )
  return new Hono<AppEnv>().use(requireAuth(db)).get('/get_inventory', requireArea('/inventory'), list)
}
