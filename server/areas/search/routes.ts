import { Hono } from 'hono'
import { searchQuery } from '../../../src/contract/search'
import { grantedPaths } from '../../../src/contract/permissions'
import { requireAuth } from '../../auth/middleware'
import type { AreaDeps } from '../../kit/area'
import type { AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { adsProxyFromEnv } from '../ads'
import { findCampaigns } from './campaigns'
import type { Query } from './finders'
import { searchRecords } from './search'
import { searchDone } from '../../../src/paraglide/m/server'

/** GET /api/search?q=&limit=: the command palette's records (docs/app.md#command-palette); every role may ask, each sees its own areas. */
export function searchRoutes({ db, ads }: AreaDeps) {
  const proxy = ads ?? adsProxyFromEnv()
  return new Hono<AppEnv>().get('/', requireAuth(db), validate('query', searchQuery), async (c) => {
    const authorization = c.req.header('Authorization') ?? ''
    const campaigns = { area: '/campaigns' as const, find: (query: Query) => findCampaigns(proxy, authorization, query) }
    const data = await searchRecords(db, c.var.orgId, { role: c.var.user.role, granted: grantedPaths(await c.var.grants()) }, c.req.valid('query'), [campaigns])
    return c.json({ status: true, message: searchDone(), data })
  })
}
