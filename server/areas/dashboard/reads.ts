import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AreaPath } from '../../../src/contract/permissions'
import { canOpen } from '../../../src/contract/permissions'
import type { VendorStats } from '../../../src/contract/dashboard'
import type { Db } from '../../db/client'
import { brands, inventory, productTemplates, productVariants, promoCodes, sessions, users } from '../../db/schema'
import { customerCounts, customerSeries } from '../complaints/tiles'
import { feedCountProviders } from '../feeds/tiles'
import { moneyCountProviders } from '../money/tiles'
import { surveyCountProviders } from '../employees/tiles'
import { lowStock } from '../catalogue/variant-reads'
import { cachedOrgStats } from '../../kit/stats-cache'
import { bookingCountProviders, bookingSeriesProviders } from '../booking/tiles'

type Points = VendorStats['series'][number]['points']

/**
 * One dashboard tile. A new area adds its count by adding one entry to `countProviders`.
 * `count` is a scalar subquery: every tile and series is read in one statement.
 */
export type CountProvider = {
  key: string
  label: string
  /** The screen the tile links to; tiles of areas the caller cannot open are left out. */
  path: AreaPath | null
  /** 'inr': the figure is paise, shown as rupees; a count otherwise. */
  format?: 'inr'
  count: (orgId: string) => SQL<number>
}

export type SeriesProvider = {
  key: string
  label: string
  path: AreaPath | null
  /** A scalar subquery: a JSON array with one point per day for the last `days` days, oldest first, zero-filled. */
  points: (orgId: string, days: number) => SQL<Points>
}

// Days are cut at Indian midnight: every organisation here trades in India.
const statsTimeZone = 'Asia/Kolkata'
const seriesDays = 30

const countOf = (table: PgTable, where: SQL | undefined) => sql<number>`(select count(*)::int from ${table} where ${where})`

const countProviders: CountProvider[] = [
  // No link: /accounts shows the signed-in person's own account, not the team.
  { key: 'team_members', label: 'Team members', path: null, count: (orgId) => countOf(users, eq(users.orgId, orgId)) },
  {
    key: 'active_sessions',
    label: 'Active sign-ins',
    path: null,
    count: (orgId) =>
      countOf(
        sessions,
        and(eq(sessions.orgId, orgId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), gt(sessions.createdAt, sql`now() - interval '30 days'`)),
      ),
  },
  { key: 'brands', label: 'Brands', path: '/brands-list', count: (orgId) => countOf(brands, eq(brands.org_id, orgId)) },
  {
    key: 'product_templates',
    label: 'Product templates',
    path: '/products/templates',
    count: (orgId) => countOf(productTemplates, eq(productTemplates.org_id, orgId)),
  },
  {
    key: 'product_variants',
    label: 'Product variants',
    path: '/products/variants',
    count: (orgId) => countOf(productVariants, eq(productVariants.org_id, orgId)),
  },
  { key: 'low_stock', label: 'Low-stock items', path: '/inventory', count: (orgId) => countOf(inventory, and(eq(inventory.org_id, orgId), lowStock)) },
  {
    key: 'active_promo_codes',
    label: 'Active promo codes',
    path: '/promo-codes',
    count: (orgId) =>
      countOf(
        promoCodes,
        and(eq(promoCodes.org_id, orgId), eq(promoCodes.is_active, true), lte(promoCodes.starts_at, sql`now()`), gt(promoCodes.ends_at, sql`now()`)),
      ),
  },
  ...customerCounts,
  ...feedCountProviders,
  ...moneyCountProviders,
  ...bookingCountProviders,
  ...surveyCountProviders,
]

type Dated = { table: PgTable; orgId: AnyColumn; createdAt: AnyColumn }

/**
 * Rows created per local day as a JSON array; generate_series supplies the days that have none.
 * Only the window's rows are read (the (org_id, created_at) indexes), grouped once, then joined to the days.
 */
export function dailyCounts({ table, orgId: orgColumn, createdAt }: Dated, orgId: string, days: number): SQL<Points> {
  const today = sql`(now() at time zone ${statsTimeZone})::date`
  const first = sql`(${today} - ${days - 1}::int)`
  return sql<Points>`(
    select coalesce(json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'value', coalesce(c.n, 0)) order by d.day), '[]'::json)
    from generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day') as d(day)
    left join (
      select (${createdAt} at time zone ${statsTimeZone})::date as day, count(*)::int as n
      from ${table}
      where ${orgColumn} = ${orgId} and ${createdAt} >= (${first}::timestamp at time zone ${statsTimeZone})
      group by 1
    ) as c on c.day = d.day::date
  )`
}

const sessionDates: Dated = { table: sessions, orgId: sessions.orgId, createdAt: sessions.createdAt }
const variantDates: Dated = { table: productVariants, orgId: productVariants.org_id, createdAt: productVariants.created_at }

const seriesProviders: SeriesProvider[] = [
  { key: 'sign_ins', label: 'Sign-ins', path: null, points: (orgId, days) => dailyCounts(sessionDates, orgId, days) },
  {
    key: 'variants_added',
    label: 'Variants added',
    path: '/products/variants',
    points: (orgId, days) => dailyCounts(variantDates, orgId, days),
  },
  ...customerSeries,
  ...bookingSeriesProviders,
]

type OrgStats = { counts: Record<string, number>; series: Record<string, Points>; generatedAt: string }

/** Every tile and series of the organisation in one statement (one round trip, one turn on PGlite's single connection). */
async function loadOrgStats(db: Db, orgId: string): Promise<OrgStats> {
  const fields: Record<string, SQL<unknown>> = {}
  countProviders.forEach((provider, i) => (fields[`c${i}`] = provider.count(orgId)))
  seriesProviders.forEach((provider, i) => (fields[`s${i}`] = provider.points(orgId, seriesDays)))
  const [row = {}] = (await db.select(fields).from(sql`(select 1) as one`)) as Record<string, unknown>[]
  return {
    counts: Object.fromEntries(countProviders.map(({ key }, i) => [key, Number(row[`c${i}`] ?? 0)])),
    series: Object.fromEntries(seriesProviders.map(({ key }, i) => [key, (row[`s${i}`] ?? []) as Points])),
    generatedAt: new Date().toISOString(),
  }
}

/**
 * The caller's tiles. Figures are computed for the whole organisation and cached for a few
 * seconds (see stats-cache.ts); the caller's permissions only choose which tiles to show.
 */
export async function vendorStats(db: Db, orgId: string, permissions: readonly string[]): Promise<VendorStats> {
  const stats = await cachedOrgStats(db, orgId, () => loadOrgStats(db, orgId))
  const visible = <T extends { path: AreaPath | null }>(list: T[]) => list.filter((item) => item.path === null || canOpen(permissions, item.path))
  return {
    counts: visible(countProviders).map(({ key, label, path, format }) => ({ key, label, path, value: stats.counts[key] ?? 0, ...(format ? { format } : {}) })),
    series: visible(seriesProviders).map(({ key, label }) => ({ key, label, points: stats.series[key] ?? [] })),
    generated_at: stats.generatedAt,
  }
}
