import { Hono } from 'hono'
import { canOpen, grantedPaths } from '../../../src/contract/permissions'
import { subscriberCsv } from '../../../src/contract/subscribers'
import { subscriberListQuery } from '../../../src/contract/subscribers/list'
import { answer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { found } from '../../kit/result'
import { getSubscriber, listSubscribers, subscriberNotFound } from './reads'
import { subscriberLoaded } from '../../../src/paraglide/m/subscribers'
import { subscribersLoaded } from '../../../src/paraglide/m/server'

/** docs/areas/subscribers.md#api, plus one subscriber by id for the detail view (README deviations). */
export function subscribersRoutes({ db }: AppDeps) {
  const area = requireArea('/subscribers')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: area })
    // A large export runs as a job (its file waits in /jobs).
    .list('/get_erp_subscribers', subscriberListQuery, (scope, params, signal) => listSubscribers(db, scope.orgId, scope.role, params, signal), subscriberCsv, {
      says: subscribersLoaded,
    })
    .get('/get_erp_subscribers/:id', {}, async (c) => {
      const { role } = c.get('user')
      const withComplaints = canOpen(grantedPaths(await c.get('grants')()), '/complaints')
      const subscriber = await getSubscriber(db, c.get('orgId'), role, c.req.param('id'), withComplaints)
      return answer(c, found(subscriber, subscriberNotFound()), subscriberLoaded())
    })
  return app
}
