import { and, asc, eq, getTableColumns } from 'drizzle-orm'
import type * as v from 'valibot'
import { carTypeLabels } from '../../../src/contract/booking'
import { carTypeNameTaken, carTypeNotFound } from '../../../src/paraglide/m/server'
import type { BookingWallet, CarType, carTypeCreateBody, carTypeUpdateBody } from '../../../src/contract/booking'
import { canOpen } from '../../../src/contract/permissions'
import type { Db, Tx } from '../../db/client'
import type { KeyedCreate } from '../../kit/idempotency'
import { iso, isUuid } from '../../kit/list-query'
import { createOwned, updateVersioned } from '../../kit/owned-writes'
import type { Saved, WriteArea } from '../../kit/owned-writes'
import { organisationWallet } from '../money'
import { carTypes } from './schema'

/** The car types every organisation starts with (sign-up and the demo seed): a new organisation can book at once. */
export const standardCarTypes = [
  { name: 'Mini', seats: 4, base_fare_paise: 5000, per_km_paise: 1200, per_minute_paise: 150 },
  { name: 'Sedan', seats: 4, base_fare_paise: 7000, per_km_paise: 1500, per_minute_paise: 200 },
  { name: 'SUV', seats: 6, base_fare_paise: 10000, per_km_paise: 2000, per_minute_paise: 250 },
  { name: 'Tempo Traveller', seats: 12, base_fare_paise: 20000, per_km_paise: 3000, per_minute_paise: 300 },
]

/** Sign-up's step for bookings (server/kit/area.ts): the standard car types, so a new organisation can book on its first day. */
export async function addStandardCarTypes(tx: Tx, orgId: string): Promise<void> {
  await tx.insert(carTypes).values(standardCarTypes.map((type) => ({ ...type, org_id: orgId })))
}

const { id: car_type_id, org_id: _org, created_at: _created, ...rest } = getTableColumns(carTypes)
const selectCarTypes = (db: Db) => db.select({ car_type_id, ...rest }).from(carTypes)
type Row = Awaited<ReturnType<ReturnType<typeof selectCarTypes>['execute']>>[number]
const toCarType = (row: Row): CarType => ({ ...row, updated_at: iso(row.updated_at) })

/** The organisation's car types, cheapest first (the booking form's choice and the car types screen). */
export async function carTypesOf(db: Db, orgId: string): Promise<CarType[]> {
  const rows = await selectCarTypes(db).where(eq(carTypes.org_id, orgId)).orderBy(asc(carTypes.base_fare_paise), asc(carTypes.name))
  return rows.map(toCarType)
}

/** One car type of the organisation; null for an unknown id or another organisation's. */
export async function getCarType(db: Db, orgId: string, id: string): Promise<CarType | null> {
  if (!isUuid(id)) return null
  const [row] = await selectCarTypes(db).where(and(eq(carTypes.id, id), eq(carTypes.org_id, orgId)))
  return row ? toCarType(row) : null
}

const area: WriteArea<typeof carTypes, CarType> = {
  table: carTypes,
  notFound: carTypeNotFound,
  read: getCarType,
  unique: {
    field: 'name',
    message: carTypeNameTaken,
  },
  history: { type: 'car_type', label: (row) => row.name, labels: carTypeLabels },
}

export const createCarType = (db: Db, orgId: string, input: v.InferOutput<typeof carTypeCreateBody>, key?: KeyedCreate): Promise<Saved<CarType>> =>
  createOwned(db, orgId, area, { values: input, key })

export const updateCarType = (db: Db, orgId: string, { id, updated_at, ...values }: v.InferOutput<typeof carTypeUpdateBody> & { id: string }) =>
  updateVersioned(db, orgId, area, { id, updated_at, values })

/** The organisation wallet's balance for the booking screen, and whether this role may open Financials › Wallet to top it up. */
export async function bookingWallet(db: Db, orgId: string, granted: readonly string[]): Promise<BookingWallet> {
  const wallet = await organisationWallet(db, orgId)
  return { balance_paise: wallet.balance_paise, can_top_up: canOpen(granted, '/financials/wallet-transactions') }
}
