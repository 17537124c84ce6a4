import { Hono } from 'hono'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { AppDeps, AppEnv } from '../../kit/types'
import { getErpUser } from './reads'

export function accountRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/get_erp_user', requireAuth(db), requireArea('/accounts'), async (c) => {
    const data = await getErpUser(db, c.var.orgId, c.var.user.id)
    if (!data) return c.json({ status: false, message: 'Failed to fetch organization info' }, 404)
    return c.json({ status: true, message: 'Organisation loaded', data })
  })
}
