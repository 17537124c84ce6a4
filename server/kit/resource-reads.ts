import { and, count, eq, sql } from 'drizzle-orm'
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { isUuid, orderingSql, pageAndTotal, pageOf, searchSql, stopIfGone, totalOf } from './list-query'
import type { ListParams, ListResult } from './list-query'

type Paged<Row> = PromiseLike<Row[]> & { orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } } }
/** A select with its joins, before its WHERE. */
type Select<Row> = { where(where: SQL | undefined): Paged<Row> }
type Count = { where(where: SQL | undefined): PromiseLike<{ value: number }[]> }

export type ReadSpec<Row, Item, Params extends ListParams> = {
  table: PgTable & { id: PgColumn; org_id: PgColumn }
  select: (db: Db) => Select<Row>
  /** What the count reads; the table alone unless the search or a filter reads a joined table. */
  countFrom?: (db: Db, params: Params) => Count
  ordering: Record<string, AnyColumn | SQLWrapper>
  /** A key of `ordering`, '-' first for descending. */
  defaultOrdering: string
  search: (AnyColumn | SQL)[]
  /** The area's own filters; the organisation and the search are added. */
  filters: (params: Params) => (SQL | undefined)[]
  /**
   * For a costly filter (a search): the page and the count of every match in one query, the page
   * carrying the count (`count(*) over ()`) as `matching`, instead of the page and then a count.
   */
  countInPage?: { when: (params: Params) => boolean; select: (db: Db, matching: SQL<number>) => Select<Row & { matching: number }> }
} & ({ toItem: (row: Row) => Item } | { toItems: (db: Db, rows: Row[]) => Promise<Item[]> })

/**
 * An area's list (a page of the organisation's rows, filtered, searched and ordered, with the total)
 * and its detail (one row by id; null for an unknown id or another organisation's).
 */
export function resourceReads<Row, Item, Params extends ListParams>(spec: ReadSpec<Row, Item, Params>) {
  const { table } = spec
  const itemsOf = async (db: Db, rows: Row[]) => ('toItems' in spec ? spec.toItems(db, rows) : rows.map(spec.toItem))
  const countFrom = spec.countFrom ?? ((db: Db) => db.select({ value: count() }).from(table as PgTable))

  async function list(db: Db, orgId: string, params: Params, signal?: AbortSignal): Promise<ListResult<Item>> {
    const where = and(eq(table.org_id, orgId), searchSql(params.search, spec.search), ...spec.filters(params))
    const page = pageOf(params)
    const order = orderingSql(params.ordering, spec.ordering, spec.defaultOrdering, table.id)
    const paged = <Found>(select: Select<Found>) =>
      select
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset)
    const counted = () => {
      stopIfGone(signal)
      return totalOf(countFrom(db, params).where(where))
    }
    if (spec.countInPage?.when(params)) {
      stopIfGone(signal)
      const rows = await paged(spec.countInPage.select(db, sql<number>`count(*) over ()`.mapWith(Number)))
      // A page past the end has no row to carry the count.
      const total = rows[0]?.matching ?? (page.offset > 0 ? await counted() : 0)
      return {
        rows: await itemsOf(
          db,
          rows.map(({ matching: _, ...row }) => row as Row),
        ),
        total,
      }
    }
    const { rows, total } = await pageAndTotal(page, async () => paged(spec.select(db)), counted, signal)
    return { rows: await itemsOf(db, rows), total }
  }

  async function get(db: Db, orgId: string, id: string): Promise<Item | null> {
    if (!isUuid(id)) return null
    const [item] = await itemsOf(db, await spec.select(db).where(and(eq(table.id, id), eq(table.org_id, orgId))))
    return item ?? null
  }

  return { list, get }
}
