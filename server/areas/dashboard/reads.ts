import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AreaPath } from '../../../src/contract/permissions'
import { canOpen } from '../../../src/contract/permissions'
import type { VendorStats } from '../../../src/contract/dashboard'
import type { Db } from '../../db/client'
import { cachedOrgStats } from '../../kit/stats-cache'
import type { Points, Tiles } from '../../kit/tiles'

const seriesDays = 30

type OrgStats = { counts: Record<string, number>; series: Record<string, Points>; generatedAt: string }

/** Every tile and series of the organisation in one statement (one round trip, one turn on PGlite's single connection). */
async function loadOrgStats(db: Db, orgId: string, { counts: countProviders, series: seriesProviders }: Tiles): Promise<OrgStats> {
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
 * The caller's tiles, from every area's (`tiles`, server/areas/index.ts). Figures are computed for the whole
 * organisation and cached for a few seconds (see stats-cache.ts); the caller's permissions only choose which tiles to show.
 */
export async function vendorStats(db: Db, orgId: string, permissions: readonly string[], tiles: Tiles): Promise<VendorStats> {
  const stats = await cachedOrgStats(db, orgId, () => loadOrgStats(db, orgId, tiles))
  const visible = <T extends { path: AreaPath | null }>(list: T[]) => list.filter((item) => item.path === null || canOpen(permissions, item.path))
  return {
    counts: visible(tiles.counts).map(({ key, label, path, format }) => ({
      key,
      label: label(),
      path,
      value: stats.counts[key] ?? 0,
      ...(format ? { format } : {}),
    })),
    series: visible(tiles.series).map(({ key, label }) => ({ key, label: label(), points: stats.series[key] ?? [] })),
    generated_at: stats.generatedAt,
  }
}
