import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PromoCode, PromoCodeListParams } from '../../src/contract/promo-codes'
import type { Db } from '../db/client'
import { brands, productTemplates, productVariants, promoCodes as pc } from '../db/schema'
import { iso, isUuid, orderingSql, pageAndTotal, pageOf, searchSql } from './list-query'
import type { ListResult } from './list-query'

export const promoCodeNotFound = 'Promo code not found.'
// Validity days are Indian days, like the dashboard's.
const zone = 'Asia/Kolkata'

const { id, org_id: _, ...own } = getTableColumns(pc)
const columns = {
  ...own,
  promo_code_id: id,
  brand_name: brands.name,
  product_template_name: productTemplates.name,
  product_variant_name: productVariants.name,
}
const ordering = {
  code: pc.code,
  created_at: pc.created_at,
  starts_at: pc.starts_at,
  ends_at: pc.ends_at,
  used_count: pc.used_count,
  discount_value: pc.discount_value,
}

const selectPromoCodes = (db: Db) =>
  db
    .select(columns)
    .from(pc)
    .innerJoin(brands, eq(brands.id, pc.brand_id))
    .leftJoin(productTemplates, eq(productTemplates.id, pc.product_template_id))
    .leftJoin(productVariants, eq(productVariants.id, pc.product_variant_id))

type Row = Awaited<ReturnType<ReturnType<typeof selectPromoCodes>['execute']>>[number]

const toPromoCode = (row: Row): PromoCode => ({
  ...row,
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

/** Codes whose window overlaps the given day. */
const validOn = (day: string) =>
  sql`(${pc.starts_at} < ((${day}::date + 1)::timestamp at time zone ${zone}) and ${pc.ends_at} > (${day}::date::timestamp at time zone ${zone}))`

function promoFilter(orgId: string, params: PromoCodeListParams): SQL | undefined {
  return and(
    eq(pc.org_id, orgId),
    searchSql(params.search, [pc.code, pc.description]),
    params.is_active === undefined ? undefined : eq(pc.is_active, params.is_active),
    params.brand_id ? eq(pc.brand_id, params.brand_id) : undefined,
    params.active_on ? validOn(params.active_on) : undefined,
  )
}

export async function listPromoCodes(db: Db, orgId: string, params: PromoCodeListParams): Promise<ListResult<PromoCode>> {
  const where = promoFilter(orgId, params)
  const page = pageOf(params)
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      selectPromoCodes(db)
        .where(where)
        .orderBy(...orderingSql(params.ordering, ordering, '-created_at', pc.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.$count(pc, where),
  )
  return { rows: rows.map(toPromoCode), total }
}

/** One code of the organisation; null for an unknown id or another organisation's. */
export async function getPromoCode(db: Db, orgId: string, id: string): Promise<PromoCode | null> {
  if (!isUuid(id)) return null
  const [row] = await selectPromoCodes(db).where(and(eq(pc.id, id), eq(pc.org_id, orgId)))
  return row ? toPromoCode(row) : null
}
