import { sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { businessZone } from '../../src/contract/business-time'
import type { AreaPath } from '../../src/contract/permissions'
import type { VendorStats } from '../../src/contract/dashboard'

export type Points = VendorStats['series'][number]['points']

/**
 * One dashboard tile. An area adds its counts in its tiles.ts and registers them in its index.ts.
 * `count` is a scalar subquery: every tile and series is read in one statement.
 */
export type CountProvider = {
  key: string
  /** Read when answered, in the request's language. */
  label: () => string
  /** The screen the tile links to; tiles of areas the caller cannot open are left out. */
  path: AreaPath | null
  /** 'inr': the figure is paise, shown as rupees; a count otherwise. */
  format?: 'inr'
  count: (orgId: string) => SQL<number>
}

export type SeriesProvider = {
  key: string
  label: () => string
  path: AreaPath | null
  /** A scalar subquery: a JSON array with one point per day for the last `days` days, oldest first, zero-filled. */
  points: (orgId: string, days: number) => SQL<Points>
}

/** Every area's tiles, in the order of the list of areas (server/areas/index.ts). */
export type Tiles = { counts: CountProvider[]; series: SeriesProvider[] }

// Days are cut at Indian midnight: every organisation here trades in India.
const statsTimeZone = businessZone

export const countOf = (table: PgTable, where: SQL | undefined) => sql<number>`(select count(*)::int from ${table} where ${where})`

export type Dated = { table: PgTable; orgId: AnyColumn; createdAt: AnyColumn }

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
