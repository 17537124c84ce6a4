import { Hono } from 'hono'
import { viewCreateBody, viewListQuery, viewUpdateBody } from '../../../src/contract/views'
import type { Context } from 'hono'
import { grantedPaths } from '../../../src/contract/permissions'
import { requireAuth } from '../../auth/middleware'
import { answer } from '../../kit/answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { resourceRoutes } from '../../kit/resource-routes'
import { createView, deleteView, listViews, updateView } from './views'
import { viewDeleted, viewSaved, viewsLoaded } from '../../../src/paraglide/m/server'

/**
 * /api/views (docs/api.md#views): the saved views of a list the caller may open, their own and those shared in the
 * organisation; only the owner changes or deletes one.
 */
/** The caller with the screens their role opens. */
const viewer = async (c: Context<AppEnv>) => ({ ...c.get('user'), paths: grantedPaths(await c.get('grants')()) })

export function viewRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db)
    .get('/', { query: viewListQuery }, async (c, { query }) =>
      c.json({ status: true, message: viewsLoaded(), data: await listViews(db, await viewer(c), query.list) }),
    )
    .post('/', { json: viewCreateBody }, async (c, { json }) => answer(c, await createView(db, await viewer(c), json), viewSaved(), 201))
    .put('/:id', { json: viewUpdateBody }, async (c, { json }) => answer(c, await updateView(db, await viewer(c), c.req.param('id'), json), viewSaved()))
    .delete('/:id', {}, async (c) => answer(c, await deleteView(db, await viewer(c), c.req.param('id')), viewDeleted()))
  return app
}
