import { Hono } from 'hono'
import { pathsForRole } from '../../../src/contract/permissions'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { AreaDeps } from '../../kit/area'
import type { AppEnv } from '../../kit/types'
import { vendorStats } from './reads'
import { dashboardLoaded } from '../../../src/paraglide/m/dashboard'

export function dashboardRoutes({ db, tiles }: AreaDeps) {
  return new Hono<AppEnv>().get('/vendor-stats', requireAuth(db), requireArea('/dashboard'), async (c) => {
    const data = await vendorStats(db, c.var.orgId, pathsForRole(c.var.user.role), tiles)
    return c.json({ status: true, message: dashboardLoaded(), data })
  })
}
