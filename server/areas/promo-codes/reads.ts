import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { PromoCodeListParams } from '../../../src/contract/promo-codes'
import type { Db } from '../../db/client'
import { brands, productTemplates, productVariants } from '../catalogue'
import { promoCodes as pc } from './schema'
import { dayEnd, dayStart, isoDates } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'

const { id, org_id: _, ...own } = getTableColumns(pc)
const columns = { ...own, promo_code_id: id, brand_name: brands.name, product_template_name: productTemplates.name, product_variant_name: productVariants.name }

/** Codes whose window overlaps the given India day. */
const validOn = (day: string) => sql`(${pc.starts_at} < ${dayEnd(day)} and ${pc.ends_at} > ${dayStart(day)})`

export const { list: listPromoCodes, get: getPromoCode } = resourceReads({
  table: pc,
  select: (db: Db) =>
    db
      .select(columns)
      .from(pc)
      .innerJoin(brands, eq(brands.id, pc.brand_id))
      .leftJoin(productTemplates, eq(productTemplates.id, pc.product_template_id))
      .leftJoin(productVariants, eq(productVariants.id, pc.product_variant_id)),
  toItem: isoDates,
  order: {
    by: {
      code: pc.code,
      created_at: pc.created_at,
      starts_at: pc.starts_at,
      ends_at: pc.ends_at,
      used_count: pc.used_count,
      discount_value: pc.discount_value,
    },
    default: '-created_at',
  },
  search: [pc.code, pc.description],
  filters: (params: PromoCodeListParams) => [
    params.is_active === undefined ? undefined : eq(pc.is_active, params.is_active),
    params.brand_id ? eq(pc.brand_id, params.brand_id) : undefined,
    params.active_on ? validOn(params.active_on) : undefined,
  ],
})
