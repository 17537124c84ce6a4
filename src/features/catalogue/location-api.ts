import { locationSchema, type LocationCreateBody, type LocationUpdateBody, type StockLocation } from '../../contract/catalogue/stock'
import { stockPaths, type LocationListQuery } from '../../contract/catalogue/stock-list'
import { defineResource } from '../../lib/resource-api'

/** The organisation's locations (docs/areas/catalogue.md#locations-and-stock-movements); failures show on the screen. */
export const locations = defineResource<StockLocation, LocationListQuery>({
  key: ['catalogue', 'locations'],
  row: locationSchema,
  list: stockPaths.locations,
  detail: stockPaths.location,
  toasts: { list: false, detail: false },
})

export const createLocation = (body: LocationCreateBody, idempotencyKey: string) => locations.write('POST', stockPaths.locations, body, idempotencyKey)
export const updateLocation = (id: string, body: LocationUpdateBody) => locations.write('PUT', stockPaths.location(id), body)
export const setLocationStatus = (body: { id: string; is_active: boolean }) => locations.write('PUT', stockPaths.locationStatus, body)
