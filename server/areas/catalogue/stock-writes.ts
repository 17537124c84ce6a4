import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { MovementReason, movementReasons } from '../../../src/contract/catalogue/stock-list'
import { movementLabels, movementReasonLabels } from '../../../src/contract/catalogue/stock-list'
import type { StockLevel } from '../../../src/contract/catalogue/stock'
import { inventoryLabels } from '../../../src/contract/catalogue/list'
import type { HistoryAction, HistoryChange } from '../../../src/contract/history'
import type { Tx } from '../../db/client'
import { tryGetContext } from 'hono/context-storage'
import { recordChanges } from '../../kit/history'
import type { AppEnv } from '../../kit/types'
import { fail, Refusal } from '../../kit/result'
import { inventory, productVariants, stockLocations, stockMovements } from './schema'
import { chooseLocation, chooseVariant, locationInactive, noLocationInCity, notEnoughStock, openingNote } from '../../../src/paraglide/m/stock'
import { cities } from '../../../src/contract/account'
import type { City } from '../../../src/contract/account'
import { cityLocations } from './locations'
import { fellBelow, tellStockLow, type Crossing } from './stock-notices'

// The one writer of stock (docs/areas/catalogue.md#locations-and-stock-movements): every change is a movement, and the
// stock row of its variant and location moves by the same amount in the same transaction. Rows are changed in one
// order (variant, then location), so two transfers between the same places wait for each other instead of deadlocking;
// the update only passes while it leaves on hand at or above what is reserved (and the table's CHECK says so again).

export type MovementLine = {
  variant_id: string
  location_id: string
  quantity: number
  reason: (typeof movementReasons)[number]
  note?: string
  transfer_id?: string | null
  reverses_id?: string | null
}

/** The person making the request (the history writer names the same one); none outside a request (a seed). */
export const actorId = () => tryGetContext<AppEnv>()?.get('user')?.id ?? null

type Written = { ids: string[]; levels: StockLevel[] }
const key = (line: { variant_id: string; location_id: string }) => `${line.variant_id} ${line.location_id}`
const byKey = (a: { variant_id: string; location_id: string }, b: { variant_id: string; location_id: string }) =>
  a.variant_id === b.variant_id ? (a.location_id < b.location_id ? -1 : 1) : a.variant_id < b.variant_id ? -1 : 1

/** The organisation's variants and locations the lines name; a missing one refuses the whole write (400 under its field). */
async function namesOf(tx: Tx, orgId: string, lines: readonly MovementLine[], activeOnly: boolean) {
  const variantIds = [...new Set(lines.map((line) => line.variant_id))]
  const locationIds = [...new Set(lines.map((line) => line.location_id))]
  const variants = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.org_id, orgId), inArray(productVariants.id, variantIds)))
  const locations = await tx
    .select({ id: stockLocations.id, name: stockLocations.name, city: stockLocations.city, is_active: stockLocations.is_active })
    .from(stockLocations)
    .where(and(eq(stockLocations.org_id, orgId), inArray(stockLocations.id, locationIds)))
  if (variants.length !== variantIds.length) throw new Refusal(fail(400, chooseVariant(), { errors: { variant_id: [chooseVariant()] } }))
  if (locations.length !== locationIds.length) throw new Refusal(fail(400, chooseLocation(), { errors: { location_id: [chooseLocation()] } }))
  const inactive = locations.find((location) => !location.is_active)
  if (activeOnly && inactive) {
    const message = locationInactive({ name: inactive.name })
    throw new Refusal(fail(422, message, { errors: { location_id: [message] } }))
  }
  return { skus: new Map(variants.map((row) => [row.id, row.sku])), places: new Map(locations.map((row) => [row.id, row])) }
}

/**
 * Writes the movements and moves each stock row by their sum, in the caller's transaction; one history entry per
 * movement ('adjusted': on hand before and after, the reason). Throws a Refusal (422) when a row would fall below
 * what it holds reserved, or below zero: the caller's transaction then rolls back whole.
 */
export async function writeMovements(
  tx: Tx,
  orgId: string,
  lines: readonly MovementLine[],
  { activeOnly = true, history: action = 'adjusted' }: { activeOnly?: boolean; history?: HistoryAction | false } = {},
): Promise<Written> {
  if (lines.length === 0) return { ids: [], levels: [] }
  const { skus, places } = await namesOf(tx, orgId, lines, activeOnly)
  const totals = new Map<string, { variant_id: string; location_id: string; delta: number }>()
  for (const line of lines) {
    const total = totals.get(key(line)) ?? { variant_id: line.variant_id, location_id: line.location_id, delta: 0 }
    total.delta += line.quantity
    totals.set(key(line), total)
  }
  const before = new Map<string, number>()
  const levels: StockLevel[] = []
  const crossings: Crossing[] = []
  for (const { variant_id, location_id, delta } of [...totals.values()].sort(byKey)) {
    const place = places.get(location_id)!
    await tx
      .insert(inventory)
      .values({ org_id: orgId, variant_id, location_id, location: place.city })
      .onConflictDoNothing({ target: [inventory.variant_id, inventory.location_id] })
    const [row] = await tx
      .update(inventory)
      .set({ on_hand: sql`${inventory.on_hand} + ${delta}`, updated_at: sql`now()` })
      .where(
        and(
          eq(inventory.org_id, orgId),
          eq(inventory.variant_id, variant_id),
          eq(inventory.location_id, location_id),
          sql`${inventory.on_hand} + ${delta} >= ${inventory.reserved}`,
        ),
      )
      .returning({ on_hand: inventory.on_hand, reserved: inventory.reserved, reorder_level: inventory.reorder_level })
    if (!row) {
      const message = notEnoughStock({ sku: skus.get(variant_id) ?? '', location: place.name })
      throw new Refusal(fail(422, message, { errors: { quantity: [message] } }))
    }
    before.set(key({ variant_id, location_id }), row.on_hand - delta)
    const available = row.on_hand - row.reserved
    if (fellBelow(available - delta, available, row.reorder_level))
      crossings.push({ variant_id, sku: skus.get(variant_id) ?? '', location: place.name, available, reorder_level: row.reorder_level })
    levels.push({ variant_id, location_id, location_name: place.name, on_hand: row.on_hand, reserved: row.reserved })
  }
  const inserted = await tx
    .insert(stockMovements)
    .values(lines.map((line) => ({ org_id: orgId, actor_id: actorId(), note: '', ...line })))
    .returning({ id: stockMovements.id })
  if (action) await recordMovements(tx, orgId, lines, before, { skus, places }, action)
  await tellStockLow(tx, orgId, crossings)
  return { ids: inserted.map((row) => row.id), levels }
}

type Names = Awaited<ReturnType<typeof namesOf>>
/** One history entry per movement: on hand before and after it, its reason and note. */
async function recordMovements(
  tx: Tx,
  orgId: string,
  lines: readonly MovementLine[],
  before: Map<string, number>,
  { skus, places }: Names,
  action: HistoryAction,
) {
  const running = new Map(before)
  const history = lines.map((line) => {
    const was = running.get(key(line)) ?? 0
    running.set(key(line), was + line.quantity)
    const place = places.get(line.location_id)!
    const changes: HistoryChange[] = [
      { field: 'on_hand', label: `${inventoryLabels.on_hand} (${place.name})`, before: was, after: was + line.quantity },
      { field: 'reason', label: movementLabels.reason, before: null, after: reasonText(line.reason) },
    ]
    if (line.note) changes.push({ field: 'note', label: movementLabels.note, before: null, after: line.note })
    return { type: 'inventory' as const, id: line.variant_id, label: `${skus.get(line.variant_id)} (${place.name})`, action, changes }
  })
  await recordChanges(tx, orgId, history, undefined, { notify: true })
}

const reasonText = (reason: MovementReason) => movementReasonLabels[reason]

/** Both sides of a transfer of each line, sharing one transfer id. */
export function transferLines(from: string, to: string, lines: readonly { variant_id: string; quantity: number }[], note: string): MovementLine[] {
  const transfer_id = randomUUID()
  return lines.flatMap(({ variant_id, quantity }) => [
    { variant_id, location_id: from, quantity: -quantity, reason: 'transferred_out' as const, note, transfer_id },
    { variant_id, location_id: to, quantity, reason: 'transferred_in' as const, note, transfer_id },
  ])
}

export type Count = { variant_id: string; location_id: string; on_hand: number; note?: string }

/**
 * Counted stock: each row's difference from what is on hand becomes a 'counted' movement (none where they agree). The
 * rows are locked first, in the writer's order, so a movement landing meanwhile is counted against, not lost.
 */
export async function writeCounts(tx: Tx, orgId: string, counts: readonly Count[], options?: Parameters<typeof writeMovements>[3]): Promise<Written> {
  if (counts.length === 0) return { ids: [], levels: [] }
  const held = new Map<string, number>()
  const variantIds = [...new Set(counts.map((count) => count.variant_id))]
  for (let start = 0; start < variantIds.length; start += 1000) {
    const rows = await tx
      .select({ variant_id: inventory.variant_id, location_id: inventory.location_id, on_hand: inventory.on_hand })
      .from(inventory)
      .where(and(eq(inventory.org_id, orgId), inArray(inventory.variant_id, variantIds.slice(start, start + 1000))))
      .orderBy(inventory.variant_id, inventory.location_id)
      .for('update')
    for (const row of rows) held.set(key(row), row.on_hand)
  }
  const lines = counts
    .map((count) => ({ ...count, quantity: count.on_hand - (held.get(key(count)) ?? 0), reason: 'counted' as const }))
    .filter((line) => line.quantity !== 0)
    .map(({ on_hand: _counted, ...line }) => line)
  return writeMovements(tx, orgId, lines, options)
}

/** A new variant's opening stock in each city's location, as 'received' movements; a city without a location takes none. */
export async function writeOpeningStock(tx: Tx, orgId: string, variantId: string, stock: Partial<Record<City, number>>) {
  const mains = await cityLocations(tx, orgId)
  const lines: MovementLine[] = []
  for (const [city, quantity] of Object.entries(stock) as [City, number][]) {
    const location_id = mains.get(city)
    if (location_id) {
      await tx.insert(inventory).values({ org_id: orgId, variant_id: variantId, location_id, location: city }).onConflictDoNothing()
      if (quantity > 0) lines.push({ variant_id: variantId, location_id, quantity, reason: 'received', note: openingNote() })
    } else if (quantity > 0) {
      const message = noLocationInCity({ city: cities.find((item) => item.value === city)?.label ?? city })
      throw new Refusal(fail(422, message, { errors: { [`initial_stock_${city}`]: [message] } }))
    }
  }
  return writeMovements(tx, orgId, lines)
}
