import { and, asc, count, eq, not, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { InventoryListParams, InventoryRow } from '../../src/contract/catalogue'
import { locations } from '../../src/contract/catalogue'
import type { Db } from '../db/client'
import { brands, inventory as inv, productTemplates, productVariants } from '../db/schema'
import { iso, orderingSql, pageOf, searchSql } from './list-query'
import type { ListResult } from './list-query'
import { lowStock } from './product-variants'

const available = sql<number>`(${inv.onHand} - ${inv.reserved})`
const columns = {
  variant_id: inv.variantId,
  sku: productVariants.sku,
  variant_name: productVariants.name,
  template_name: productTemplates.name,
  brand_name: brands.name,
  location: inv.location,
  on_hand: inv.onHand,
  reserved: inv.reserved,
  available,
  reorder_level: inv.reorderLevel,
  low_stock: sql<boolean>`${lowStock}`,
  updatedAt: inv.updatedAt,
}
const ordering = {
  sku: productVariants.sku,
  variant_name: productVariants.name,
  on_hand: inv.onHand,
  available,
  reorder_level: inv.reorderLevel,
  updated_at: inv.updatedAt,
}
const labelOf = (location: string) => locations.find((item) => item.value === location)?.label ?? location

function inventoryFilter(orgId: string, params: InventoryListParams): SQL | undefined {
  return and(
    eq(inv.orgId, orgId),
    searchSql(params.search, [productVariants.sku, productVariants.name, productTemplates.name]),
    params.location ? eq(inv.location, params.location) : undefined,
    params.low_stock === undefined ? undefined : params.low_stock ? lowStock : not(lowStock),
    params.brand_id ? eq(productTemplates.brandId, params.brand_id) : undefined,
  )
}

/** Stock per variant and location; brand names come along for the table and the search. */
export async function listInventory(db: Db, orgId: string, params: InventoryListParams): Promise<ListResult<InventoryRow>> {
  const where = inventoryFilter(orgId, params)
  const { limit, offset } = pageOf(params)
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(inv)
      .innerJoin(productVariants, eq(productVariants.id, inv.variantId))
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.templateId))
      .innerJoin(brands, eq(brands.id, productTemplates.brandId))
      .where(where)
      .orderBy(...orderingSql(params.ordering, ordering, 'sku', inv.variantId), asc(inv.location))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(inv)
      .innerJoin(productVariants, eq(productVariants.id, inv.variantId))
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.templateId))
      .where(where),
  ])
  return {
    rows: rows.map(({ updatedAt, ...row }) => ({ ...row, location_label: labelOf(row.location), updated_at: iso(updatedAt) })),
    total: total?.value ?? 0,
  }
}
