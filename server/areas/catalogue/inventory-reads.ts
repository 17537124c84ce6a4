import { count, eq, not, sql } from 'drizzle-orm'
import type { InventoryListParams, InventoryRow } from '../../../src/contract/catalogue'
import { locations } from '../../../src/contract/catalogue'
import type { Db } from '../../db/client'
import { brands, inventory as inv, productTemplates, productVariants, stockLocations } from './schema'
import { iso } from '../../kit/list-query'
import { lowStock } from './variant-reads'
import { resourceReads } from '../../kit/resource-reads'

const labelOf = (location: string) => locations.find((item) => item.value === location)?.label ?? location
const available = sql<number>`(${inv.on_hand} - ${inv.reserved})`
const columns = {
  variant_id: inv.variant_id,
  sku: productVariants.sku,
  variant_name: productVariants.name,
  template_name: productTemplates.name,
  brand_name: brands.name,
  location: inv.location,
  location_id: inv.location_id,
  location_name: stockLocations.name,
  on_hand: inv.on_hand,
  reserved: inv.reserved,
  available,
  reorder_level: inv.reorder_level,
  low_stock: sql<boolean>`${lowStock}`,
  updated_at: inv.updated_at,
}

/** Stock per variant and location; brand names come along for the table and the search. */
export const { list: listInventory } = resourceReads({
  table: inv,
  select: (db: Db) =>
    db
      .select(columns)
      .from(inv)
      .innerJoin(productVariants, eq(productVariants.id, inv.variant_id))
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id))
      .innerJoin(brands, eq(brands.id, productTemplates.brand_id))
      .innerJoin(stockLocations, eq(stockLocations.id, inv.location_id)),
  countFrom: (db: Db) =>
    db
      .select({ value: count() })
      .from(inv)
      .innerJoin(productVariants, eq(productVariants.id, inv.variant_id))
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id)),
  // `location` and its label are the location's city (the city filter, the CSV); `location_name` names the warehouse, store or van.
  toItem: (row): InventoryRow => ({ ...row, location_label: labelOf(row.location), updated_at: iso(row.updated_at) }),
  order: {
    by: {
      sku: productVariants.sku,
      variant_name: productVariants.name,
      on_hand: inv.on_hand,
      available,
      reorder_level: inv.reorder_level,
      updated_at: inv.updated_at,
    },
    default: 'sku',
    ties: [inv.variant_id, inv.location_id],
  },
  search: [productVariants.sku, productVariants.name, productTemplates.name],
  filters: (params: InventoryListParams) => [
    params.location ? eq(inv.location, params.location) : undefined,
    params.low_stock === undefined ? undefined : params.low_stock ? lowStock : not(lowStock),
    params.brand_id ? eq(productTemplates.brand_id, params.brand_id) : undefined,
  ],
})
