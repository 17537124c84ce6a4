import { count, eq, getTableColumns, not, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { VariantListParams } from '../../../src/contract/catalogue'
import type { Db } from '../../db/client'
import { brands, inventory, productTemplates, productVariants as pv } from './schema'
import { isoDatesWithout } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'

const stockOnHand = sql<number>`(select coalesce(sum(${inventory.on_hand}), 0)::int from ${inventory} where ${inventory.variant_id} = ${pv.id})`
/** Low stock: available (on hand less reserved) at or under the reorder level in any location. */
export const lowStock = sql`(${inventory.on_hand} - ${inventory.reserved} <= ${inventory.reorder_level})`
const anyLowStock = sql`exists (select 1 from ${inventory} where ${inventory.variant_id} = ${pv.id} and ${lowStock})`

const { org_id: _, ...own } = getTableColumns(pv)
const columns = { ...own, template_name: productTemplates.name, brand_id: productTemplates.brand_id, brand_name: brands.name, stock_on_hand: stockOnHand }

const attributeColumns = ['size', 'colour'] as const
/** A variant's size and colour as the contract's `attributes`: only those it has. */
const attributesOf = ({ size, colour }: { size: string | null; colour: string | null }) =>
  size ? (colour ? { size, colour } : { size }) : colour ? { colour } : {}

const selectVariants = <Extra extends SelectedFields>(db: Db, extra: Extra) =>
  db
    .select({ ...columns, ...extra })
    .from(pv)
    .innerJoin(productTemplates, eq(productTemplates.id, pv.template_id))
    .innerJoin(brands, eq(brands.id, productTemplates.brand_id))

/**
 * A search (ILIKE over SKU, name and barcode, found through the trigram indexes) is the costly part of a filter,
 * so on PGlite it runs once, counting in the page (on PostgreSQL the count apart uses the trigram indexes). Without one, the page walks an index and stops at the page; the count
 * joins templates only for a brand filter, since every variant has exactly one template.
 */
export const { list: listVariants, get: getVariant } = resourceReads({
  table: pv,
  select: (db) => selectVariants(db, {}),
  countInPage: (db, matching) => selectVariants(db, { matching }),
  countFrom: (db, params) => {
    const query = db.select({ value: count() }).from(pv)
    return params.brand_id ? query.innerJoin(productTemplates, eq(productTemplates.id, pv.template_id)) : query
  },
  toItem: (row) => Object.assign(isoDatesWithout(row, attributeColumns), { attributes: attributesOf(row) }),
  order: { by: { name: pv.name, sku: pv.sku, price: pv.price_paise, created_at: pv.created_at, stock: stockOnHand }, default: '-created_at' },
  search: [pv.sku, pv.name, pv.barcode],
  keepCount: true,
  filters: (params: VariantListParams) => [
    params.status ? eq(pv.status, params.status) : undefined,
    params.brand_id ? eq(productTemplates.brand_id, params.brand_id) : undefined,
    params.template_id ? eq(pv.template_id, params.template_id) : undefined,
    params.low_stock === undefined ? undefined : params.low_stock ? anyLowStock : not(anyLowStock),
  ],
})
