import { and, eq, getTableColumns, gt, gte, lt, lte, or, sql } from 'drizzle-orm'
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm'
import { PgColumn } from 'drizzle-orm/pg-core'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Counted, Page } from './list-query'

/**
 * A deep page read by seeking (keyset), not by walking past an OFFSET (issue 36): where the list has kept where a page
 * starts (the first row it showed there, or the last row of the page before), the page is "the rows from that row on",
 * read through the ordering's index from there. Only where the order allows it: one column of the list's own table
 * that is never null, then its id.
 *
 * The boundary row's values are read in the statement itself (by its id), at the database's full precision: a
 * timestamp's microseconds do not survive a JavaScript Date. A page sought this way is used only when it holds as many
 * rows as the kept count says it must (a row gone without a recorded change would leave it short); otherwise the list
 * reads the page by OFFSET as before.
 */
export type Seek = { table: PgTable & { id: PgColumn }; column: PgColumn; descending: boolean; tieDescending: boolean; idKey: string }

/** How `table`'s list may seek in this ordering, or undefined where it may not. */
export function seekOf(
  table: PgTable & { id?: PgColumn },
  order: { column: AnyColumn | SQLWrapper; descending: boolean },
  tie: AnyColumn,
  tieDescending: boolean,
  moreTies: number,
  selectedFields: Record<string, unknown>,
): Seek | undefined {
  const { id } = table
  const { column, descending } = order
  if (!id || tie !== id || moreTies > 0) return undefined
  if (!(column instanceof PgColumn) || !column.notNull || !Object.values(getTableColumns(table)).includes(column)) return undefined
  const idKey = Object.entries(selectedFields).find(([, field]) => field === id)?.[0]
  return idKey ? { table: table as Seek['table'], column, descending, tieDescending, idKey } : undefined
}

/** The rows from the one with id `boundary` on, in the list's order: that row included (`inclusive`), or those after it. */
export function seekSql({ table, column, descending, tieDescending }: Seek, boundary: string, inclusive: boolean): SQL | undefined {
  const value = sql`(select ${column} from ${table} where ${table.id} = ${boundary})`
  const [beyond, beyondOrAt] = descending ? [lt, lte] : [gt, gte]
  const tieBeyond = tieDescending ? (inclusive ? lte : lt) : inclusive ? gte : gt
  // The first bound alone is what the index reads from; the rest picks the rows of equal value past the boundary.
  return and(beyondOrAt(column, value), or(beyond(column, value), and(eq(column, value), tieBeyond(table.id, boundary))))
}

/** How many rows the page must hold by the kept count: a full page below a capped count, else what is left of it. */
export function rowsExpected({ total, capped }: Counted, { limit, offset }: Page): number {
  return capped ? limit : Math.max(0, Math.min(limit, total - offset))
}
