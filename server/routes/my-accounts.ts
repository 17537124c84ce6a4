import { Hono } from 'hono'
import { requireArea, requireAuth } from '../http/auth'
import type { AppDeps, AppEnv } from '../http/types'
import { getErpUser } from '../services/organisation'

export function myAccountsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/get_erp_user', requireAuth(db), requireArea('/accounts'), async (c) => {
    const data = await getErpUser(db, c.var.orgId, c.var.user.id)
    if (!data) return c.json({ status: false, message: 'Failed to fetch organization info' }, 404)
    return c.json({ status: true, message: 'Organisation loaded', data })
  })
}
