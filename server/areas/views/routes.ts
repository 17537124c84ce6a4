import { Hono } from 'hono'
import { viewCreateBody, viewListQuery, viewUpdateBody } from '../../../src/contract/views'
import { requireAuth } from '../../auth/middleware'
import { answer } from '../../kit/answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { createView, deleteView, listViews, updateView } from './views'
import { viewDeleted, viewSaved, viewsLoaded } from '../../../src/paraglide/m/server'

/**
 * /api/views (docs/api.md#views): the saved views of a list the caller may open, their own and those shared in the
 * organisation; only the owner changes or deletes one.
 */
export function viewRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get('/', validate('query', viewListQuery), async (c) =>
      c.json({ status: true, message: viewsLoaded(), data: await listViews(db, c.var.user, c.req.valid('query').list) }),
    )
    .post('/', validate('json', viewCreateBody), async (c) => answer(c, await createView(db, c.var.user, c.req.valid('json')), viewSaved(), 201))
    .put('/:id', validate('json', viewUpdateBody), async (c) =>
      answer(c, await updateView(db, c.var.user, c.req.param('id'), c.req.valid('json')), viewSaved()),
    )
    .delete('/:id', async (c) => answer(c, await deleteView(db, c.var.user, c.req.param('id')), viewDeleted()))
}
