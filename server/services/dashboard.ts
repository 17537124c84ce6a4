import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { AnyColumn } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AreaPath } from '../../src/contract/permissions'
import { canOpen } from '../../src/contract/permissions'
import type { VendorStats } from '../../src/contract/dashboard'
import type { Db } from '../db/client'
import { brands, inventory, productTemplates, productVariants, promoCodes, sessions, users } from '../db/schema'
import { lowStock } from './product-variants'

/** One dashboard tile. A new area adds its count by adding one entry to `countProviders`. */
export type CountProvider = {
  key: string
  label: string
  /** The screen the tile links to; tiles of areas the caller cannot open are left out. */
  path: AreaPath | null
  count: (db: Db, orgId: string) => Promise<number>
}

export type SeriesProvider = {
  key: string
  label: string
  path: AreaPath | null
  /** One point per day for the last `days` days, oldest first, zero-filled. */
  points: (db: Db, orgId: string, days: number) => Promise<VendorStats['series'][number]['points']>
}

// Days are cut at Indian midnight: every organisation here trades in India.
const statsTimeZone = 'Asia/Kolkata'
const seriesDays = 30

const firstValue = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0
const countOf = (db: Db, table: PgTable, where: ReturnType<typeof and>) => firstValue(db.select({ value: count() }).from(table).where(where))

export const countProviders: CountProvider[] = [
  {
    key: 'team_members',
    label: 'Team members',
    path: '/accounts',
    count: (db, orgId) => firstValue(db.select({ value: count() }).from(users).where(eq(users.orgId, orgId))),
  },
  {
    key: 'active_sessions',
    label: 'Active sign-ins',
    path: null,
    count: (db, orgId) =>
      firstValue(
        db
          .select({ value: count() })
          .from(sessions)
          .where(
            and(
              eq(sessions.orgId, orgId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, sql`now()`),
              gt(sessions.createdAt, sql`now() - interval '30 days'`),
            ),
          ),
      ),
  },
  { key: 'brands', label: 'Brands', path: '/brands-list', count: (db, orgId) => countOf(db, brands, eq(brands.orgId, orgId)) },
  {
    key: 'product_templates',
    label: 'Product templates',
    path: '/products/templates',
    count: (db, orgId) => countOf(db, productTemplates, eq(productTemplates.orgId, orgId)),
  },
  {
    key: 'product_variants',
    label: 'Product variants',
    path: '/products/variants',
    count: (db, orgId) => countOf(db, productVariants, eq(productVariants.orgId, orgId)),
  },
  {
    key: 'low_stock',
    label: 'Low-stock items',
    path: '/inventory',
    count: (db, orgId) => countOf(db, inventory, and(eq(inventory.orgId, orgId), lowStock)),
  },
  {
    key: 'active_promo_codes',
    label: 'Active promo codes',
    path: '/promo-codes',
    count: (db, orgId) =>
      countOf(db, promoCodes, and(eq(promoCodes.orgId, orgId), eq(promoCodes.isActive, true), lte(promoCodes.startsAt, sql`now()`), gt(promoCodes.endsAt, sql`now()`))),
  },
]

type Dated = { table: PgTable; orgId: AnyColumn; createdAt: AnyColumn; id: AnyColumn }

/** Rows created per local day; generate_series supplies the days that have none. */
function dailyCounts(db: Db, { table, orgId: orgColumn, createdAt, id }: Dated, orgId: string, days: number) {
  const today = sql`(now() at time zone ${statsTimeZone})::date`
  const day = sql`(${createdAt} at time zone ${statsTimeZone})::date`
  return db
    .select({ date: sql<string>`to_char(d.day, 'YYYY-MM-DD')`, value: sql<number>`count(${id})::int` })
    .from(sql`generate_series((${today} - ${days - 1}::int)::timestamp, ${today}::timestamp, interval '1 day') as d(day)`)
    .leftJoin(table, and(eq(orgColumn, orgId), sql`${day} = d.day::date`))
    .groupBy(sql`d.day`)
    .orderBy(sql`d.day`)
}

const sessionDates: Dated = { table: sessions, orgId: sessions.orgId, createdAt: sessions.createdAt, id: sessions.id }
const variantDates: Dated = { table: productVariants, orgId: productVariants.orgId, createdAt: productVariants.createdAt, id: productVariants.id }

export const seriesProviders: SeriesProvider[] = [
  { key: 'sign_ins', label: 'Sign-ins', path: null, points: (db, orgId, days) => dailyCounts(db, sessionDates, orgId, days) },
  {
    key: 'variants_added',
    label: 'Variants added',
    path: '/products/variants',
    points: (db, orgId, days) => dailyCounts(db, variantDates, orgId, days),
  },
]

export async function vendorStats(db: Db, orgId: string, permissions: readonly string[]): Promise<VendorStats> {
  const visible = <T extends { path: AreaPath | null }>(list: T[]) =>
    list.filter((item) => item.path === null || canOpen(permissions, item.path))
  const counts = await Promise.all(
    visible(countProviders).map(async ({ key, label, path, count }) => ({ key, label, path, value: await count(db, orgId) })),
  )
  const series = await Promise.all(
    visible(seriesProviders).map(async ({ key, label, points }) => ({ key, label, points: await points(db, orgId, seriesDays) })),
  )
  return { counts, series, generated_at: new Date().toISOString() }
}
