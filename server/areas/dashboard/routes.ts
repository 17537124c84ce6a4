import { Hono } from 'hono'
import { grantedPaths } from '../../../src/contract/permissions'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { AreaDeps } from '../../kit/area'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppEnv } from '../../kit/types'
import { vendorStats } from './reads'
import { dashboardLoaded } from '../../../src/paraglide/m/dashboard'

export function dashboardRoutes({ db, tiles }: AreaDeps) {
  const app = new Hono<AppEnv>()
  resourceRoutes(app, db).get('/vendor-stats', { guard: [requireAuth(db), requireArea('/dashboard')] }, async (c) => {
    const data = await vendorStats(db, c.get('orgId'), grantedPaths(await c.get('grants')()), tiles)
    return c.json({ status: true, message: dashboardLoaded(), data })
  })
  return app
}
