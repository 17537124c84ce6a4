import { and, asc, count, eq, not, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { InventoryListParams, InventoryRow } from '../../../src/contract/catalogue'
import { locations } from '../../../src/contract/catalogue'
import type { Db } from '../../db/client'
import { brands, inventory as inv, productTemplates, productVariants } from '../../db/schema'
import { iso, orderingSql, pageAndTotal, pageOf, searchSql, totalOf } from '../../kit/list-query'
import type { ListResult } from '../../kit/list-query'
import { lowStock } from './variant-reads'

const available = sql<number>`(${inv.on_hand} - ${inv.reserved})`
const columns = {
  variant_id: inv.variant_id,
  sku: productVariants.sku,
  variant_name: productVariants.name,
  template_name: productTemplates.name,
  brand_name: brands.name,
  location: inv.location,
  on_hand: inv.on_hand,
  reserved: inv.reserved,
  available,
  reorder_level: inv.reorder_level,
  low_stock: sql<boolean>`${lowStock}`,
  updated_at: inv.updated_at,
}
const ordering = {
  sku: productVariants.sku,
  variant_name: productVariants.name,
  on_hand: inv.on_hand,
  available,
  reorder_level: inv.reorder_level,
  updated_at: inv.updated_at,
}
const labelOf = (location: string) => locations.find((item) => item.value === location)?.label ?? location

function inventoryFilter(orgId: string, params: InventoryListParams): SQL | undefined {
  return and(
    eq(inv.org_id, orgId),
    searchSql(params.search, [productVariants.sku, productVariants.name, productTemplates.name]),
    params.location ? eq(inv.location, params.location) : undefined,
    params.low_stock === undefined ? undefined : params.low_stock ? lowStock : not(lowStock),
    params.brand_id ? eq(productTemplates.brand_id, params.brand_id) : undefined,
  )
}

/** Stock per variant and location; brand names come along for the table and the search. */
export async function listInventory(db: Db, orgId: string, params: InventoryListParams): Promise<ListResult<InventoryRow>> {
  const where = inventoryFilter(orgId, params)
  const page = pageOf(params)
  const rows = () =>
    db
      .select(columns)
      .from(inv)
      .innerJoin(productVariants, eq(productVariants.id, inv.variant_id))
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id))
      .innerJoin(brands, eq(brands.id, productTemplates.brand_id))
      .where(where)
      .orderBy(...orderingSql(params.ordering, ordering, 'sku', inv.variant_id), asc(inv.location))
      .limit(page.limit)
      .offset(page.offset)
  const counted = () =>
    totalOf(
      db
        .select({ value: count() })
        .from(inv)
        .innerJoin(productVariants, eq(productVariants.id, inv.variant_id))
        .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id))
        .where(where),
    )
  const result = await pageAndTotal(page, rows, counted)
  return { ...result, rows: result.rows.map((row) => ({ ...row, location_label: labelOf(row.location), updated_at: iso(row.updated_at) })) }
}
