import { and, count, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PromoCode, PromoCodeListParams } from '../../src/contract/promo-codes'
import type { Db } from '../db/client'
import { brands, productTemplates, productVariants, promoCodes as pc } from '../db/schema'
import { iso, isUuid, orderingSql, pageOf, searchSql } from './list-query'
import type { ListResult } from './list-query'

export const promoCodeNotFound = 'Promo code not found.'
// Validity days are Indian days, like the dashboard's.
const zone = 'Asia/Kolkata'

const columns = {
  promo_code_id: pc.id,
  code: pc.code,
  description: pc.description,
  discount_type: pc.discountType,
  discount_value: pc.discountValue,
  max_discount_paise: pc.maxDiscountPaise,
  min_order_paise: pc.minOrderPaise,
  usage_limit: pc.usageLimit,
  per_user_limit: pc.perUserLimit,
  used_count: pc.usedCount,
  startsAt: pc.startsAt,
  endsAt: pc.endsAt,
  brand_id: pc.brandId,
  brand_name: brands.name,
  product_template_id: pc.productTemplateId,
  product_template_name: productTemplates.name,
  product_variant_id: pc.productVariantId,
  product_variant_name: productVariants.name,
  is_active: pc.isActive,
  createdAt: pc.createdAt,
  updatedAt: pc.updatedAt,
}
const ordering = {
  code: pc.code,
  created_at: pc.createdAt,
  starts_at: pc.startsAt,
  ends_at: pc.endsAt,
  used_count: pc.usedCount,
  discount_value: pc.discountValue,
}

const selectPromoCodes = (db: Db) =>
  db
    .select(columns)
    .from(pc)
    .innerJoin(brands, eq(brands.id, pc.brandId))
    .leftJoin(productTemplates, eq(productTemplates.id, pc.productTemplateId))
    .leftJoin(productVariants, eq(productVariants.id, pc.productVariantId))

type Row = Awaited<ReturnType<ReturnType<typeof selectPromoCodes>['execute']>>[number]

const toPromoCode = ({ startsAt, endsAt, createdAt, updatedAt, ...row }: Row): PromoCode => ({
  ...row,
  starts_at: iso(startsAt),
  ends_at: iso(endsAt),
  created_at: iso(createdAt),
  updated_at: iso(updatedAt),
})

/** Codes whose window overlaps the given day. */
const validOn = (day: string) =>
  sql`(${pc.startsAt} < ((${day}::date + 1)::timestamp at time zone ${zone}) and ${pc.endsAt} > (${day}::date::timestamp at time zone ${zone}))`

function promoFilter(orgId: string, params: PromoCodeListParams): SQL | undefined {
  return and(
    eq(pc.orgId, orgId),
    searchSql(params.search, [pc.code, pc.description]),
    params.is_active === undefined ? undefined : eq(pc.isActive, params.is_active),
    params.brand_id ? eq(pc.brandId, params.brand_id) : undefined,
    params.active_on ? validOn(params.active_on) : undefined,
  )
}

export async function listPromoCodes(db: Db, orgId: string, params: PromoCodeListParams): Promise<ListResult<PromoCode>> {
  const where = promoFilter(orgId, params)
  const { limit, offset } = pageOf(params)
  const [rows, [total]] = await Promise.all([
    selectPromoCodes(db)
      .where(where)
      .orderBy(...orderingSql(params.ordering, ordering, '-created_at', pc.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(pc).where(where),
  ])
  return { rows: rows.map(toPromoCode), total: total?.value ?? 0 }
}

/** One code of the organisation; null for an unknown id or another organisation's. */
export async function getPromoCode(db: Db, orgId: string, id: string): Promise<PromoCode | null> {
  if (!isUuid(id)) return null
  const [row] = await selectPromoCodes(db).where(and(eq(pc.id, id), eq(pc.orgId, orgId)))
  return row ? toPromoCode(row) : null
}
