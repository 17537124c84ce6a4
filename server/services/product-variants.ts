import { and, count, eq, getTableColumns, not, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { ProductVariant, VariantListParams } from '../../src/contract/catalogue'
import type { Db } from '../db/client'
import { brands, inventory, productTemplates, productVariants as pv } from '../db/schema'
import { iso, isUuid, orderingSql, pageAndTotal, pageOf, searchSql, stopIfGone } from './list-query'
import type { ListResult } from './list-query'

const stockOnHand = sql<number>`(select coalesce(sum(${inventory.on_hand}), 0)::int from ${inventory} where ${inventory.variant_id} = ${pv.id})`
/** Low stock: available (on hand less reserved) at or under the reorder level in any location. */
export const lowStock = sql`(${inventory.on_hand} - ${inventory.reserved} <= ${inventory.reorder_level})`
const anyLowStock = sql`exists (select 1 from ${inventory} where ${inventory.variant_id} = ${pv.id} and ${lowStock})`

const { org_id: _, ...own } = getTableColumns(pv)
const columns = { ...own, template_name: productTemplates.name, brand_id: productTemplates.brand_id, brand_name: brands.name, stock_on_hand: stockOnHand }
const ordering = { name: pv.name, sku: pv.sku, price: pv.price_paise, created_at: pv.created_at, stock: stockOnHand }

const selectVariants = (db: Db) =>
  db.select(columns).from(pv).innerJoin(productTemplates, eq(productTemplates.id, pv.template_id)).innerJoin(brands, eq(brands.id, productTemplates.brand_id))

type Row = Awaited<ReturnType<ReturnType<typeof selectVariants>['execute']>>[number]

const toVariant = ({ size, colour, ...row }: Row): ProductVariant => ({
  ...row,
  attributes: { ...(size ? { size } : {}), ...(colour ? { colour } : {}) },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

function variantFilter(orgId: string, params: VariantListParams): SQL | undefined {
  return and(
    eq(pv.org_id, orgId),
    searchSql(params.search, [pv.sku, pv.name, pv.barcode]),
    params.status ? eq(pv.status, params.status) : undefined,
    params.brand_id ? eq(productTemplates.brand_id, params.brand_id) : undefined,
    params.template_id ? eq(pv.template_id, params.template_id) : undefined,
    params.low_stock === undefined ? undefined : params.low_stock ? anyLowStock : not(anyLowStock),
  )
}

/**
 * A search (ILIKE over SKU, name and barcode, found through the trigram indexes) is the costly
 * part of a filter, so it runs once: the page carries the count of every match (`count(*) over()`).
 * Without one, the page walks an index and stops at the page, and the count runs only when the
 * page is full (see `pageAndTotal`); it joins templates only for a brand filter, since every
 * variant has exactly one template.
 */
export async function listVariants(db: Db, orgId: string, params: VariantListParams, signal?: AbortSignal): Promise<ListResult<ProductVariant>> {
  const where = variantFilter(orgId, params)
  const page = pageOf(params)
  const counted = async () => {
    stopIfGone(signal)
    const query = db.select({ value: count() }).from(pv)
    const [total] = await (params.brand_id ? query.innerJoin(productTemplates, eq(productTemplates.id, pv.template_id)) : query).where(where)
    return total?.value ?? 0
  }
  const order = orderingSql(params.ordering, ordering, '-created_at', pv.id)
  if (params.search) {
    stopIfGone(signal)
    const rows = await db
      .select({ ...columns, matching: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(pv)
      .innerJoin(productTemplates, eq(productTemplates.id, pv.template_id))
      .innerJoin(brands, eq(brands.id, productTemplates.brand_id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset)
    // A page past the end has no row to carry the count.
    const total = rows[0]?.matching ?? (page.offset > 0 ? await counted() : 0)
    return { rows: rows.map(({ matching: _, ...row }) => toVariant(row)), total }
  }
  const rows = () =>
    selectVariants(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset)
  const { rows: found, total } = await pageAndTotal(page, rows, counted, signal)
  return { rows: found.map(toVariant), total }
}

/** One variant of the organisation; null for an unknown id or another organisation's. */
export async function getVariant(db: Db, orgId: string, id: string): Promise<ProductVariant | null> {
  if (!isUuid(id)) return null
  const [row] = await selectVariants(db).where(and(eq(pv.id, id), eq(pv.org_id, orgId)))
  return row ? toVariant(row) : null
}
