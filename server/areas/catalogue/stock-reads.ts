import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { MovementListParams } from '../../../src/contract/catalogue/stock-list'
import type { StockLevel, StockMovement } from '../../../src/contract/catalogue/stock'
import type { Db, Tx } from '../../db/client'
import { users } from '../../auth/schema'
import { dayRange, isUuid, iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { inventory, productVariants as pv, stockLocations as loc, stockMovements as mv } from './schema'

// Reads of stock: the movements list (every movement, newest first by default) and a variant's stock per location.

const reversal = alias(mv, 'reversal')
/** The column's default: a location with no stock row yet shows it. */
const defaultReorderLevel = 10
const columns = {
  id: mv.id,
  created_at: mv.created_at,
  variant_id: mv.variant_id,
  sku: pv.sku,
  variant_name: pv.name,
  location_id: mv.location_id,
  location_name: loc.name,
  quantity: mv.quantity,
  reason: mv.reason,
  note: mv.note,
  actor_id: mv.actor_id,
  actor_name: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
  transfer_id: mv.transfer_id,
  reverses_id: mv.reverses_id,
  reversed: sql<boolean>`exists (select 1 from ${mv} as ${sql.identifier('reversal')} where ${reversal.reverses_id} = ${mv.id})`,
}
const selectMovements = (db: Db | Tx) =>
  db.select(columns).from(mv).innerJoin(pv, eq(pv.id, mv.variant_id)).innerJoin(loc, eq(loc.id, mv.location_id)).leftJoin(users, eq(users.id, mv.actor_id))
type Row = Omit<StockMovement, 'created_at'> & { created_at: Date }
const toMovement = (row: Row): StockMovement => ({ ...row, actor_name: row.actor_name.trim(), created_at: iso(row.created_at) })

export const { list: listMovements, get: getMovement } = resourceReads({
  table: mv,
  select: selectMovements,
  countFrom: (db: Db) =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(mv)
      .innerJoin(pv, eq(pv.id, mv.variant_id)),
  toItem: toMovement,
  order: { by: { created_at: mv.created_at, quantity: mv.quantity }, default: '-created_at' },
  search: [pv.sku, pv.name, mv.note],
  filters: (params: MovementListParams) => [
    params.location_id ? eq(mv.location_id, params.location_id) : undefined,
    params.variant_id ? eq(mv.variant_id, params.variant_id) : undefined,
    params.reason ? eq(mv.reason, params.reason) : undefined,
    params.actor_id ? eq(mv.actor_id, params.actor_id) : undefined,
    dayRange(mv.created_at, params.from, params.to),
  ],
})

/** The movements of these ids, as the list shows them (a write's answer). */
export async function readMovements(db: Db | Tx, orgId: string, ids: readonly string[]): Promise<StockMovement[]> {
  if (ids.length === 0) return []
  const rows = await selectMovements(db)
    .where(and(eq(mv.org_id, orgId), inArray(mv.id, [...ids])))
    .orderBy(asc(mv.created_at), asc(mv.id))
  return rows.map(toMovement)
}

/** A variant's stock in every location that holds some or is active; null when the variant is not the organisation's. */
export async function variantStock(db: Db, orgId: string, variantId: string): Promise<{ variant_id: string; sku: string; levels: StockLevel[] } | null> {
  if (!isUuid(variantId)) return null
  const [variant] = await db
    .select({ sku: pv.sku })
    .from(pv)
    .where(and(eq(pv.org_id, orgId), eq(pv.id, variantId)))
  if (!variant) return null
  const rows = await db
    .select({
      location_id: loc.id,
      location_name: loc.name,
      on_hand: sql<number>`coalesce(${inventory.on_hand}, 0)::int`,
      reserved: sql<number>`coalesce(${inventory.reserved}, 0)::int`,
      reorder_level: sql<number>`coalesce(${inventory.reorder_level}, ${defaultReorderLevel})::int`,
      held: sql<boolean>`${inventory.variant_id} is not null`,
      is_active: loc.is_active,
    })
    .from(loc)
    .leftJoin(inventory, and(eq(inventory.location_id, loc.id), eq(inventory.variant_id, variantId)))
    .where(eq(loc.org_id, orgId))
    .orderBy(asc(loc.name), asc(loc.id))
  const levels = rows
    .filter((row) => row.held || row.is_active)
    .map(({ location_id, location_name, on_hand, reserved, reorder_level }) => ({
      variant_id: variantId,
      location_id,
      location_name,
      on_hand,
      reserved,
      reorder_level,
    }))
  return { variant_id: variantId, sku: variant.sku, levels }
}

/** The people who made the organisation's movements, by name: the movements list's person filter. */
export async function movementPeople(db: Db, orgId: string): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .selectDistinct({ value: users.id, label: sql<string>`trim(coalesce(${users.firstName} || ' ' || ${users.lastName}, ''))` })
    .from(mv)
    .innerJoin(users, eq(users.id, mv.actor_id))
    .where(eq(mv.org_id, orgId))
  return rows.sort((a, b) => a.label.localeCompare(b.label)).slice(0, 500)
}
