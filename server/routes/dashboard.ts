import { Hono } from 'hono'
import { pathsForRole } from '../../src/contract/permissions'
import { requireArea, requireAuth } from '../http/auth'
import type { AppDeps, AppEnv } from '../http/types'
import { vendorStats } from '../services/dashboard'

export function dashboardRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/vendor-stats', requireAuth(db), requireArea('/dashboard'), async (c) => {
    const data = await vendorStats(db, c.var.orgId, pathsForRole(c.var.user.role))
    return c.json({ status: true, message: 'Dashboard loaded', data })
  })
}
