import { and, eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { VariantListParams } from '../../../src/contract/catalogue'
import { locations, variantLabels } from '../../../src/contract/catalogue/list'
import type { HistoryChange } from '../../../src/contract/history'
import { staleMessage } from '../../../src/contract/lists'
import { gridLabels, gridLimit, gridMessages, stockFields } from '../../../src/contract/catalogue/variant-grid'
import type { GridRow, GridSaveResult, gridBody } from '../../../src/contract/catalogue/variant-grid'
import type { SessionUser } from '../../auth/sessions'
import type { Db } from '../../db/client'
import { recordChanges } from '../../kit/history'
import { nextVersion } from '../../kit/list-query'
import { statsChanged } from '../../kit/stats-cache'
import { inventory, productVariants as pv } from './schema'
import { listVariants } from './variant-reads'
import { cityLocations } from './locations'
import { writeCounts } from './stock-writes'
import { variantNotFound } from '../../../src/paraglide/m/catalogue'

// The price and stock grid (docs/areas/catalogue.md#price-and-stock-grid): its read (the list's filter, every
// matching row up to the limit, with the stock of each location) and its save (each row with its version check).

type Change = v.InferOutput<typeof gridBody>['rows'][number]
const chunk = 1000
const batches = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / chunk) }, (_, index) => items.slice(index * chunk, (index + 1) * chunk))

/** The grid rows of these ids that are the organisation's; `lock` holds them (and their stock rows) until the transaction ends. */
async function gridRows(db: Db, orgId: string, ids: readonly string[], lock = false): Promise<Map<string, GridRow>> {
  const rows = new Map<string, GridRow>()
  // Each city's column is its location's stock (server/areas/catalogue/locations.ts, cityLocations).
  const mains = [...(await cityLocations(db, orgId)).values()]
  for (const batch of batches(ids)) {
    const mine = and(eq(pv.org_id, orgId), inArray(pv.id, batch))
    const variants = db
      .select({ id: pv.id, sku: pv.sku, name: pv.name, mrp_paise: pv.mrp_paise, price_paise: pv.price_paise, updated_at: pv.updated_at })
      .from(pv)
      .where(mine)
    const stockOf = and(eq(inventory.org_id, orgId), inArray(inventory.variant_id, batch), mains.length ? inArray(inventory.location_id, mains) : sql`false`)
    const stock = db
      .select({ variant_id: inventory.variant_id, location: inventory.location, on_hand: inventory.on_hand, reserved: inventory.reserved })
      .from(inventory)
      .where(stockOf)
    for (const row of await (lock ? variants.for('update') : variants))
      rows.set(row.id, { ...row, stock_hyd: 0, stock_delhi: 0, reserved_hyd: 0, reserved_delhi: 0, updated_at: row.updated_at.toISOString() })
    for (const { variant_id, location, on_hand, reserved } of await (lock ? stock.for('update') : stock)) {
      const row = rows.get(variant_id)
      if (row) Object.assign(row, { [`stock_${location}`]: on_hand, [`reserved_${location}`]: reserved })
    }
  }
  return rows
}

/** The variants the list's filter matches, in the list's order, at most `gridLimit` (one more tells there are others). */
export async function readGrid(db: Db, user: SessionUser, params: VariantListParams, signal?: AbortSignal) {
  const { rows } = await listVariants(db, user.orgId, { ...params, page: 1, page_size: gridLimit + 1, format: 'csv' }, signal)
  const shown = rows.slice(0, gridLimit).map((row) => row.id)
  const byId = await gridRows(db, user.orgId, shown)
  return { data: shown.flatMap((id) => byId.get(id) ?? []), more: rows.length > gridLimit }
}

/** Why a change cannot be saved as sent, or null: a price over the row's MRP, stock under what is reserved. */
function refusal(change: Change, row: GridRow): string | null {
  if ((change.price_paise ?? row.price_paise) > row.mrp_paise) return gridMessages.overMrp
  for (const { value } of locations) {
    const stock = change[stockFields[value]]
    if (stock !== undefined && stock < row[`reserved_${value}`]) return gridMessages.belowReserved(row[`reserved_${value}`], value)
  }
  return null
}

/** What a change alters, each field under the grid's label; none when every value sent is the one stored. */
function changesOf(change: Change, row: GridRow): HistoryChange[] {
  const fields = ['price_paise', ...Object.values(stockFields)] as const
  return fields.flatMap((field) => {
    const after = change[field]
    if (after === undefined || after === row[field]) return []
    return [{ field, label: field === 'price_paise' ? variantLabels.price_paise : gridLabels[field], before: row[field], after }]
  })
}

const valuesOf = (items: readonly (readonly unknown[])[]) =>
  sql.join(
    items.map(
      (item) =>
        sql`(${sql.join(
          item.map((value) => sql`${value}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  )

/**
 * Saves each row whose version is the one stored (in one transaction, rows locked): new prices and stock, a new
 * version, one history entry per changed row (each a live event, as a single write's). A row changed meanwhile is a conflict with its
 * current values; another organisation's or a deleted one, a price over MRP or stock under reserved fail alone.
 */
export async function saveGrid(db: Db, orgId: string, changes: readonly Change[]): Promise<Omit<GridSaveResult, 'status' | 'message'>> {
  const failed: GridSaveResult['failed'] = []
  const conflicts: GridSaveResult['conflicts'] = []
  const seen = new Set<string>()
  const unique = changes.filter((change) => {
    const again = seen.has(change.id)
    if (again) failed.push({ id: change.id, message: gridMessages.twice })
    seen.add(change.id)
    return !again
  })
  const saved = await db.transaction(async (tx) => {
    const current = await gridRows(tx, orgId, [...seen], true)
    const writes: { change: Change; row: GridRow; history: HistoryChange[] }[] = []
    const unchanged: GridRow[] = []
    for (const change of unique) {
      const row = current.get(change.id)
      const refused = row && refusal(change, row)
      if (!row) failed.push({ id: change.id, message: variantNotFound() })
      else if (Date.parse(row.updated_at) !== Date.parse(change.updated_at)) conflicts.push({ id: change.id, message: staleMessage(), current: row })
      else if (refused) failed.push({ id: change.id, message: refused })
      else {
        const history = changesOf(change, row)
        if (history.length) writes.push({ change, row, history })
        else unchanged.push(row)
      }
    }
    const mains = await cityLocations(tx, orgId)
    for (const batch of batches(writes)) {
      const prices = valuesOf(batch.map(({ change, row }) => [sql`${change.id}::uuid`, sql`${change.price_paise ?? row.price_paise}::int`]))
      await tx.execute(sql`update ${pv} set price_paise = sent.price, updated_at = ${nextVersion(pv.updated_at)}
        from (values ${prices}) as sent(id, price) where ${pv.org_id} = ${orgId} and ${pv.id} = sent.id`)
      // New stock is counted stock: the difference is a 'counted' movement (the row's own history entry below says it).
      const counts = batch.flatMap(({ change }) =>
        locations.flatMap(({ value }) => {
          const stock = change[stockFields[value]]
          const location_id = mains.get(value)
          return stock === undefined || !location_id ? [] : [{ variant_id: change.id, location_id, on_hand: stock }]
        }),
      )
      await writeCounts(tx, orgId, counts, { history: false })
    }
    const after = await gridRows(
      tx,
      orgId,
      writes.map(({ change }) => change.id),
    )
    const entries = writes.map(({ change, row, history }) => ({
      type: 'product_variant' as const,
      id: change.id,
      label: row.sku,
      action: 'updated' as const,
      changes: history,
    }))
    await recordChanges(tx, orgId, entries, undefined, { notify: true })
    return [...unchanged, ...writes.flatMap(({ change }) => after.get(change.id) ?? [])]
  })
  if (saved.length) await statsChanged(db, orgId)
  return { done: saved.length, saved, conflicts, failed }
}
