import { Hono } from 'hono'
import {
  adjustBody,
  countBody,
  locationCreateBody,
  locationCsv,
  locationStatusBody,
  locationUpdateBody,
  movementCsv,
  reorderBody,
  reverseBody,
  transferBody,
} from '../../../src/contract/stock'
import { locationListQuery, movementListQuery } from '../../../src/contract/stock-lists'
import { requireArea, requireAuth } from '../../auth/middleware'
import { answer } from '../../kit/answer'
import { created, idempotent } from '../../kit/idempotent'
import { exportableList } from '../../kit/list-answer'
import { resourceRoutes } from '../../kit/resource-routes'
import { found } from '../../kit/result'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { createLocation, getLocation, listLocations, setLocationActive, updateLocation } from './locations'
import { listMovements, movementPeople, variantStock } from './stock-reads'
import { adjustStock, countStock, reverseMovements, setReorderLevel, transferStock } from './stock-service'
import {
  locationActivated,
  locationCreated,
  locationDeactivated,
  locationLoaded,
  locationNotFound,
  locationUpdated,
  locationsLoaded,
  movementsLoaded,
  movementsReversed,
  peopleLoaded,
  reorderSaved,
  stockAdjusted,
  stockCounted,
  stockLoaded,
  stockTransferred,
  variantNotFound,
} from '../../../src/paraglide/m/stock'

/**
 * /api/stock/* (docs/areas/catalogue.md#locations-and-stock-movements): the organisation's locations and its stock
 * movements, all under the /inventory grant (reading with any grant, writing with 'change').
 */
export function stockRoutes({ db }: AppDeps) {
  const guard = requireArea('/inventory')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, {
    guard,
    says: { listed: locationsLoaded, loaded: locationLoaded, created: locationCreated, updated: locationUpdated },
  })
    .list('/locations', locationListQuery, (scope, params, signal) => listLocations(db, scope.orgId, params, signal), locationCsv)
    .detail('/locations/:id', getLocation, locationNotFound)
    .create('/locations', locationCreateBody, createLocation)
    .update('/locations/:id', locationUpdateBody, updateLocation)
    .status('PUT', '/location_status', locationStatusBody, setLocationActive, ({ is_active }) => (is_active ? locationActivated() : locationDeactivated()))
  return app
    .get(
      '/movements',
      guard,
      exportableList('stock-movements', movementListQuery, movementsLoaded, movementCsv, (scope, params, signal) =>
        listMovements(db, scope.orgId, params, signal),
      ),
    )
    .get('/variants/:id', guard, async (c) => answer(c, found(await variantStock(db, c.var.orgId, c.req.param('id')), variantNotFound()), stockLoaded()))
    .post('/adjust', guard, idempotent(db), validate('json', adjustBody), (c) =>
      created(c, stockAdjusted(), (key) => adjustStock(db, c.var.orgId, c.req.valid('json'), key)),
    )
    .post('/count', guard, idempotent(db), validate('json', countBody), (c) =>
      created(c, stockCounted(), (key) => countStock(db, c.var.orgId, c.req.valid('json'), key)),
    )
    .post('/transfer', guard, idempotent(db), validate('json', transferBody), async (c) =>
      answer(c, await transferStock(db, c.var.orgId, c.req.valid('json')), stockTransferred()),
    )
    .post('/reverse', guard, validate('json', reverseBody), async (c) =>
      answer(c, await reverseMovements(db, c.var.orgId, c.req.valid('json')), movementsReversed()),
    )
    .put('/reorder', guard, validate('json', reorderBody), async (c) => answer(c, await setReorderLevel(db, c.var.orgId, c.req.valid('json')), reorderSaved()))
    .get('/people', guard, async (c) => answer(c, { ok: true, data: await movementPeople(db, c.var.orgId) }, peopleLoaded()))
}
