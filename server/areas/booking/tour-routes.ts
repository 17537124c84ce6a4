import { Hono } from 'hono'
import { stopMarkBody, tourAssignBody, tourCsv, tourListQuery } from '../../../src/contract/booking'
import { answer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { found } from '../../kit/result'
import { assignTour, getTour, listTours, markStop } from './tours'
import { driverAssigned, stopUpdated, tourLoaded, tourNotFound } from '../../../src/paraglide/m/booking'
import { toursLoaded } from '../../../src/paraglide/m/server'

/** /api/logistics/*: delivery tours of /manage-logistics (an addition of issue 10, listed in docs/areas/booking.md#api). */
export function tourRoutes({ db }: AppDeps) {
  const area = requireArea('/manage-logistics')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: area })
    .list('/get_tours', tourListQuery, (scope, params, signal) => listTours(db, scope.orgId, params, signal), tourCsv, { says: toursLoaded })
    .get('/get_tours/:id', {}, async (c) => answer(c, found(await getTour(db, c.get('orgId'), c.req.param('id')), tourNotFound()), tourLoaded()))
    .put('/assign/:id', { json: tourAssignBody }, async (c, { json }) =>
      answer(c, await assignTour(db, c.get('orgId'), c.req.param('id'), json), driverAssigned()),
    )
    .put('/mark_stop/:id', { json: stopMarkBody }, async (c, { json }) => answer(c, await markStop(db, c.get('orgId'), c.req.param('id'), json), stopUpdated()))
  return app
}
