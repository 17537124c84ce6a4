import { and, asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { LocationListParams } from '../../../src/contract/catalogue/stock-list'
import { locationLabels } from '../../../src/contract/catalogue/stock-list'
import type { StockLocation, locationCreateBody, locationUpdateBody } from '../../../src/contract/catalogue/stock'
import type { City } from '../../../src/contract/account'
import type { Db, Tx } from '../../db/client'
import type { KeyedCreate } from '../../kit/idempotency'
import { iso } from '../../kit/list-query'
import { createOwned, setStatus, updateVersioned } from '../../kit/owned-writes'
import type { Saved, WriteArea } from '../../kit/owned-writes'
import { resourceReads } from '../../kit/resource-reads'
import { organisations } from '../../auth/schema'
import { inventory, stockLocations as loc } from './schema'
import { defaultLocationName, locationDuplicate, locationNotFound } from '../../../src/paraglide/m/stock'

// The organisation's locations (docs/areas/catalogue.md#locations-and-stock-movements): warehouses, stores and vans.

type LocationRow = Omit<StockLocation, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date }
const toLocation = (row: LocationRow): StockLocation => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) })
const columns = {
  id: loc.id,
  name: loc.name,
  kind: loc.kind,
  city: loc.city,
  address: loc.address,
  is_active: loc.is_active,
  created_at: loc.created_at,
  updated_at: loc.updated_at,
}

export const { list: listLocations, get: getLocation } = resourceReads({
  table: loc,
  select: (db: Db) => db.select(columns).from(loc),
  toItem: toLocation,
  order: { by: { name: loc.name, city: loc.city, created_at: loc.created_at }, default: 'name' },
  search: [loc.name, loc.address],
  filters: (params: LocationListParams) => [
    params.is_active === undefined ? undefined : eq(loc.is_active, params.is_active),
    params.kind ? eq(loc.kind, params.kind) : undefined,
    params.city ? eq(loc.city, params.city) : undefined,
  ],
})

const area: WriteArea<typeof loc, StockLocation> = {
  table: loc,
  notFound: locationNotFound,
  read: getLocation,
  unique: { field: 'name', message: locationDuplicate },
  history: { type: 'stock_location', label: (row) => row.name, labels: locationLabels, omit: ['created_at', 'updated_at'] },
}

export const createLocation = (db: Db, orgId: string, values: v.InferOutput<typeof locationCreateBody>, key?: KeyedCreate): Promise<Saved<StockLocation>> =>
  createOwned(db, orgId, area, { values, key })

/** A new city moves the location's stock rows' city with it (the inventory list's city filter reads theirs). */
export function updateLocation(db: Db, orgId: string, input: v.InferOutput<typeof locationUpdateBody> & { id: string }): Promise<Saved<StockLocation>> {
  const { id, updated_at, ...values } = input
  const also = async (tx: Tx) =>
    void (await tx
      .update(inventory)
      .set({ location: values.city })
      .where(and(eq(inventory.org_id, orgId), eq(inventory.location_id, id))))
  return updateVersioned(db, orgId, area, { id, updated_at, values, also })
}

export const setLocationActive = (db: Db, orgId: string, id: string, change: { is_active: boolean }) => setStatus(db, orgId, area, id, change)

/**
 * The location that stands for a city where a screen still speaks of cities (the price grid's columns, a count file's
 * location column, a new variant's opening stock): the city's oldest active location.
 */
export async function cityLocations(db: Db | Tx, orgId: string): Promise<Map<City, string>> {
  const rows = await db
    .select({ id: loc.id, city: loc.city })
    .from(loc)
    .where(and(eq(loc.org_id, orgId), eq(loc.is_active, true)))
    .orderBy(asc(loc.created_at), asc(loc.id))
  const mains = new Map<City, string>()
  for (const row of rows) if (!mains.has(row.city)) mains.set(row.city, row.id)
  return mains
}

/** Sign-up's step (server/kit/area.ts): a new organisation starts with one warehouse in its city, which it can rename. */
export async function addFirstLocation(tx: Tx, orgId: string): Promise<void> {
  const [org] = await tx.select({ city: organisations.city }).from(organisations).where(eq(organisations.id, orgId))
  const city: City = /delhi/i.test(org?.city ?? '') ? 'delhi' : 'hyd'
  await tx.insert(loc).values({ org_id: orgId, name: defaultLocationName(), kind: 'warehouse', city })
}
