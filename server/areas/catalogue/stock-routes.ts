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
} from '../../../src/contract/catalogue/stock'
import { locationListQuery, movementListQuery } from '../../../src/contract/catalogue/stock-list'
import { requireArea, requireAuth } from '../../auth/middleware'
import { answer } from '../../kit/answer'
import { created } from '../../kit/idempotent'
import { resourceRoutes } from '../../kit/resource-routes'
import { found } from '../../kit/result'
import type { AppDeps, AppEnv } from '../../kit/types'
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
    .list('/movements', movementListQuery, (scope, params, signal) => listMovements(db, scope.orgId, params, signal), movementCsv, {
      says: movementsLoaded,
    })
    .get('/variants/:id', {}, async (c) => answer(c, found(await variantStock(db, c.get('orgId'), c.req.param('id')), variantNotFound()), stockLoaded()))
    .post('/adjust', { keyed: true, json: adjustBody }, (c, { json }) => created(c, stockAdjusted(), (key) => adjustStock(db, c.get('orgId'), json, key)))
    .post('/count', { keyed: true, json: countBody }, (c, { json }) => created(c, stockCounted(), (key) => countStock(db, c.get('orgId'), json, key)))
    .post('/transfer', { keyed: true, json: transferBody }, async (c, { json }) => answer(c, await transferStock(db, c.get('orgId'), json), stockTransferred()))
    .post('/reverse', { json: reverseBody }, async (c, { json }) => answer(c, await reverseMovements(db, c.get('orgId'), json), movementsReversed()))
    .put('/reorder', { json: reorderBody }, async (c, { json }) => answer(c, await setReorderLevel(db, c.get('orgId'), json), reorderSaved()))
    .get('/people', {}, async (c) => answer(c, { ok: true, data: await movementPeople(db, c.get('orgId')) }, peopleLoaded()))
  return app
}
