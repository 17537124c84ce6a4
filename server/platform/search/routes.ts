import { Hono } from 'hono'
import { searchQuery } from '../../../src/contract/search'
import { grantedPaths } from '../../../src/contract/permissions'
import { requireAuth } from '../../auth/middleware'
import type { AreaDeps } from '../../kit/area'
import type { AppEnv } from '../../kit/types'
import { resourceRoutes } from '../../kit/resource-routes'
import { searchRecords } from './search'
import { searchDone } from '../../../src/paraglide/m/server'

/** GET /api/search?q=&limit=: the command palette's records (docs/app.md#command-palette); every role may ask, each sees its own areas. */
export function searchRoutes(deps: AreaDeps) {
  const { db, search } = deps
  const app = new Hono<AppEnv>()
  resourceRoutes(app, db).get('/', { guard: requireAuth(db), query: searchQuery }, async (c, { query }) => {
    const authorization = c.req.header('Authorization') ?? ''
    const remote = search.remote.map(({ area, make }) => ({ area, find: make(deps, authorization) }))
    const caller = { role: c.get('user').role, granted: grantedPaths(await c.get('grants')()) }
    const data = await searchRecords(db, c.get('orgId'), caller, query, { finders: search.finders, remote })
    return c.json({ status: true, message: searchDone(), data })
  })
  return app
}
