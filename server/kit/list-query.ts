import { and, asc, desc, gte, ilike, lt, or, sql } from 'drizzle-orm'
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm'
import { businessZone } from '../../src/contract/business-time'
import { cancelOnAbort } from '../db/pool'

/** The list query after validation: every list has these besides its own filters. */
export type ListParams = { page: number; page_size: number; search?: string; ordering?: string; format?: 'json' | 'csv' }
/** `capped`: `total` is a floor, the count having stopped there (`countCap`): the list shows "10,000+". */
export type ListResult<Row> = { rows: Row[]; total: number; capped?: true }
/** A count of matching rows: exact, or stopped at a cap. */
export type Counted = { total: number; capped?: true }

/**
 * Past this many matching rows a list's count stops (its answer says so, and the list shows "10,000+"): an exact
 * count reads every match (the Activity screen's million entries, 90-390 ms on PostgreSQL), a capped one stops.
 * A search's count stops sooner: each match costs a pattern test, and nobody pages through 1,000 matches.
 * A page past the cap moves it: the count always reaches the page's last row (and one more, to know of a next page).
 */
export const countCap = 10_000
export const searchCountCap = 1_000
/** `uncounted`: a batch of a CSV export (list-answer.ts), which needs no total. */
export type Page = { limit: number; offset: number; uncounted?: boolean }

/** One page, or one batch of a CSV export (list-answer.ts asks for them page by page). */
export const pageOf = ({ page, page_size, format }: ListParams): Page => ({
  limit: page_size,
  offset: (page - 1) * page_size,
  ...(format === 'csv' ? { uncounted: true } : {}),
})

/** Thrown when the client has closed its connection: nobody would read the answer, so the rest of the work is skipped. */
export class ClientGone extends Error {
  override name = 'ClientGone'
}

/** `signal` is the request's (Hono's `c.req.raw.signal`), aborted when the client goes before its answer. */
export function stopIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ClientGone('The client closed the request')
}

/**
 * A page and the count of every matching row. The page runs first: when it comes back short of a
 * full page (the last page, a small result, most CSV exports) the total is `offset + rows`, exact
 * and free. Otherwise the count runs, unless the client has gone meanwhile. Either is cancelled in
 * the database when the client leaves while it runs.
 */
export async function pageAndTotal<Row>(
  { limit, offset, uncounted }: Page,
  rowsOf: () => Promise<Row[]>,
  countOf: () => Promise<Counted>,
  signal?: AbortSignal,
): Promise<ListResult<Row>> {
  stopIfGone(signal)
  const rows = await untilGone(signal, rowsOf)
  if (uncounted || (rows.length < limit && (rows.length > 0 || offset === 0))) return { rows, total: offset + rows.length }
  stopIfGone(signal)
  return { rows, ...(await untilGone(signal, countOf)) }
}

/** Runs a read that PostgreSQL cancels when the client leaves (server/db/pool.ts); its failure then is ClientGone. */
export async function untilGone<T>(signal: AbortSignal | undefined, read: () => Promise<T>): Promise<T> {
  try {
    return await cancelOnAbort(signal, read)
  } catch (error) {
    stopIfGone(signal)
    throw error
  }
}

/** The count of a `select({ value: count() })` query. */
export const totalOf = async (query: PromiseLike<{ value: number }[]>) => (await query)[0]?.value ?? 0

/** ORDER BY for a whitelisted `ordering` ('name' or '-name'), with the id as tie-breaker so pages never overlap. */
export function orderingSql(
  ordering: string | undefined,
  columns: Record<string, AnyColumn | SQLWrapper>,
  fallback: string,
  id: AnyColumn,
  tiesFollowOrder = false,
): SQL[] {
  const { column, descending } = orderingOf(ordering, columns, fallback)
  return [descending ? desc(column) : asc(column), descending && tiesFollowOrder ? desc(id) : asc(id)]
}

/** The column (or expression) a whitelisted `ordering` names, and its direction. */
export function orderingOf(ordering: string | undefined, columns: Record<string, AnyColumn | SQLWrapper>, fallback: string) {
  const value = ordering ?? fallback
  const descending = value.startsWith('-')
  const column = columns[descending ? value.slice(1) : value] ?? columns[fallback.replace(/^-/, '')]
  if (!column) throw new Error(`unknown ordering ${value}`)
  return { column, descending }
}

/** Case-insensitive "contains" over any of `columns`; % and _ in the search are matched literally. */
export function searchSql(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return or(...columns.map((column) => ilike(column, pattern)))
}

/** The first moment of an India day (YYYY-MM-DD), and of the day after it: the lists' and the figures' days are India's. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${businessZone})`
export const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${businessZone})`

/** Rows on India days from `from` to `to`, both included. */
export const dayRange = (column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined =>
  and(from ? gte(column, dayStart(from)) : undefined, to ? lt(column, dayEnd(to)) : undefined)

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Ids in paths are not validated as input: anything that is not a uuid is simply not found. */
export const isUuid = (value: string) => uuidPattern.test(value)

/** JSON carries milliseconds; the database keeps microseconds. */
export const sameVersion = (column: AnyColumn, updatedAt: string) => sql`date_trunc('milliseconds', ${column}) = ${updatedAt}::timestamptz`

/** The version after a save: now, but at least 1 ms past the old one, so quick saves never share a version. */
export const nextVersion = (column: AnyColumn) =>
  sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${column}) + interval '1 millisecond')`

export const iso = (date: Date) => date.toISOString()

/** A row with its dates as ISO strings, as JSON carries them. */
export type IsoDates<Row> = { [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] extends Date | null ? string | null : Row[Key] }
export const isoDates = <Row extends object>(row: Row): IsoDates<Row> => isoDatesWithout(row, [])

/**
 * A row with its dates as ISO strings and without the `left` keys, in one new object: a list maps every row of every
 * page through this, and a rest pattern and a spread around `isoDates` copied each row three times (issue 36).
 */
export function isoDatesWithout<Row extends object, Left extends keyof Row>(row: Row, left: readonly Left[]): IsoDates<Omit<Row, Left>> {
  const shown: Record<string, unknown> = {}
  for (const key in row) {
    if (left.includes(key as unknown as Left)) continue
    const value: unknown = row[key]
    shown[key] = value instanceof Date ? iso(value) : value
  }
  return shown as IsoDates<Omit<Row, Left>>
}
