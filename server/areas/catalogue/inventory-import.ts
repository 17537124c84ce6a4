import { and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { inventoryLabels, locations } from '../../../src/contract/catalogue-lists'
import { columnLabels, inventoryCountBody, inventoryCountImport } from '../../../src/contract/import'
import type { ImportError } from '../../../src/contract/import'
import { requireArea } from '../../auth/middleware'
import type { Db, Tx } from '../../db/client'
import { recordChanges } from '../../kit/history'
import { importMount } from '../../kit/import'
import type { ImportRow } from '../../kit/import'
import { inventory, productVariants } from './schema'
import { importNoSku, importSkuLocationTwice } from '../../../src/paraglide/m/catalogue'
import { stockRowChanged } from '../../../src/paraglide/m/server'

// Stock counts from a CSV file (docs/api.md#import): each row sets a variant's stock on hand in one location, checked
// with the contract's count schema; the variant by its SKU, the organisation's only; one row per SKU and location.

type Count = v.InferOutput<typeof inventoryCountBody> & { variant_id: string }

/** Each column's header, in the request's language. */
const labelOf = columnLabels(inventoryCountImport)
const locationOf = (cell: string) => locations.find((location) => [location.value, location.label.toLowerCase()].includes(cell.toLowerCase()))?.value ?? cell
const placeName = (value: string) => locations.find((location) => location.value === value)?.label ?? value

async function variantIds(db: Db, orgId: string, skus: string[]) {
  const ids = new Map<string, string>()
  for (let start = 0; start < skus.length; start += 1000) {
    const rows = await db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.org_id, orgId), inArray(productVariants.sku, skus.slice(start, start + 1000))))
    for (const row of rows) ids.set(row.sku, row.id)
  }
  return ids
}

async function check(db: Db, orgId: string, rows: ImportRow[]) {
  const errors: ImportError[] = []
  const parsed: { line: number; count: v.InferOutput<typeof inventoryCountBody> }[] = []
  for (const { line, cells } of rows) {
    const on_hand = cells.on_hand ? Number(cells.on_hand.replace(/,/g, '')) : undefined
    const result = v.safeParse(inventoryCountBody, { sku: cells.sku, location: locationOf(cells.location ?? ''), on_hand })
    if (result.success) parsed.push({ line, count: result.output })
    else for (const issue of result.issues) errors.push({ line, column: labelOf[v.getDotPath(issue) ?? ''] ?? '', message: issue.message })
  }
  const ids = await variantIds(db, orgId, [...new Set(parsed.map(({ count }) => count.sku))])
  const seen = new Map<string, number>()
  const values: Count[] = []
  for (const { line, count } of parsed) {
    const variant_id = ids.get(count.sku)
    const key = `${count.sku} ${count.location}`
    const first = seen.get(key)
    if (!variant_id) errors.push({ line, column: labelOf.sku!, message: importNoSku() })
    else if (first !== undefined) errors.push({ line, column: labelOf.location!, message: importSkuLocationTwice({ line: first }) })
    else values.push({ ...count, variant_id })
    if (first === undefined) seen.set(key, line)
  }
  return { values, errors }
}

/** Each count set on its stock row, with one history entry ('imported': on hand before and after), in the import's transaction. */
async function write(tx: Tx, orgId: string, values: Count[]) {
  const history = []
  for (let start = 0; start < values.length; start += 1000) {
    const batch = values.slice(start, start + 1000)
    const before = await tx
      .select({ variant_id: inventory.variant_id, location: inventory.location, on_hand: inventory.on_hand })
      .from(inventory)
      .where(and(eq(inventory.org_id, orgId), inArray(inventory.variant_id, [...new Set(batch.map((count) => count.variant_id))])))
    const was = new Map(before.map((row) => [`${row.variant_id} ${row.location}`, row.on_hand]))
    const rows = sql.join(
      batch.map((count) => sql`(${count.variant_id}::uuid, ${count.location}, ${count.on_hand}::int)`),
      sql`, `,
    )
    await tx.execute(sql`update ${inventory} set on_hand = counted.on_hand, updated_at = now()
      from (values ${rows}) as counted(variant_id, location, on_hand)
      where ${inventory.org_id} = ${orgId} and ${inventory.variant_id} = counted.variant_id and ${inventory.location} = counted.location`)
    for (const count of batch) {
      const previous = was.get(`${count.variant_id} ${count.location}`) ?? null
      history.push({
        type: 'inventory' as const,
        id: count.variant_id,
        label: `${count.sku} (${placeName(count.location)})`,
        action: 'imported' as const,
        changes: previous === count.on_hand ? [] : [{ field: 'on_hand', label: inventoryLabels.on_hand, before: previous, after: count.on_hand }],
      })
    }
  }
  await recordChanges(tx, orgId, history)
}

export const inventoryImportMount = importMount('inventory_counts', {
  guard: requireArea('/inventory'),
  spec: inventoryCountImport,
  check,
  write,
  taken: stockRowChanged,
})
