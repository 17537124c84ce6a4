import { Hono } from 'hono'
import { stopMarkBody, tourAssignBody, tourCsv, tourListQuery } from '../../../src/contract/booking'
import { answer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { exportableList } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { found } from '../../kit/result'
import { assignTour, getTour, listTours, markStop } from './tours'
import { driverAssigned, stopUpdated, tourLoaded, tourNotFound } from '../../../src/paraglide/m/booking'
import { toursLoaded } from '../../../src/paraglide/m/server'

/** /api/logistics/*: delivery tours of /manage-logistics (an addition of issue 10, listed in docs/areas/booking.md#api). */
export function tourRoutes({ db }: AppDeps) {
  const area = requireArea('/manage-logistics')
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get(
      '/get_tours',
      area,
      exportableList('tours', tourListQuery, toursLoaded, tourCsv, (scope, params, signal) => listTours(db, scope.orgId, params, signal)),
    )
    .get('/get_tours/:id', area, async (c) => answer(c, found(await getTour(db, c.var.orgId, c.req.param('id')), tourNotFound()), tourLoaded()))
    .put('/assign/:id', area, validate('json', tourAssignBody), async (c) =>
      answer(c, await assignTour(db, c.var.orgId, c.req.param('id'), c.req.valid('json')), driverAssigned()),
    )
    .put('/mark_stop/:id', area, validate('json', stopMarkBody), async (c) =>
      answer(c, await markStop(db, c.var.orgId, c.req.param('id'), c.req.valid('json')), stopUpdated()),
    )
}
