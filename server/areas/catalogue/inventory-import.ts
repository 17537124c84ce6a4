import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { locations } from '../../../src/contract/catalogue/list'
import { columnLabels, inventoryCountBody, inventoryCountImport } from '../../../src/contract/import'
import type { ImportError } from '../../../src/contract/import'
import { requireArea } from '../../auth/middleware'
import type { Db, Tx } from '../../db/client'
import { importMount } from '../../kit/import'
import type { ImportRow } from '../../kit/import'
import { productVariants } from './schema'
import { cityLocations } from './locations'
import { writeCounts } from './stock-writes'
import { importNoSku, importSkuLocationTwice } from '../../../src/paraglide/m/catalogue'
import { stockRowChanged } from '../../../src/paraglide/m/server'

// Stock counts from a CSV file (docs/api.md#import): each row sets a variant's stock on hand in one location, checked
// with the contract's count schema; the variant by its SKU, the organisation's only; one row per SKU and location.

type Count = v.InferOutput<typeof inventoryCountBody> & { variant_id: string }

/** Each column's header, in the request's language. */
const labelOf = columnLabels(inventoryCountImport)
const locationOf = (cell: string) => locations.find((location) => [location.value, location.label.toLowerCase()].includes(cell.toLowerCase()))?.value ?? cell

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

/**
 * Each count set on its stock row in the city's location, as a 'counted' movement of the difference with one history
 * entry ('imported': on hand before and after), in the import's transaction; a count equal to on hand moves nothing.
 */
async function write(tx: Tx, orgId: string, values: Count[]) {
  const mains = await cityLocations(tx, orgId)
  const counts = values.flatMap((count) => {
    const location_id = mains.get(count.location)
    return location_id ? [{ variant_id: count.variant_id, location_id, on_hand: count.on_hand }] : []
  })
  for (let start = 0; start < counts.length; start += 1000)
    await writeCounts(tx, orgId, counts.slice(start, start + 1000), { history: 'imported', activeOnly: false })
}

export const inventoryImportMount = importMount('inventory_counts', {
  guard: requireArea('/inventory'),
  spec: inventoryCountImport,
  recordType: 'inventory',
  check,
  write,
  taken: stockRowChanged,
})
