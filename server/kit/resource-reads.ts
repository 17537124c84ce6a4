import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { AnyColumn, SQL, SQLWrapper, Subquery } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { runsEmbedded } from '../db/client'
import { throughCursor } from '../db/pool'
import { preparedFor, shapeOf, statementName } from '../db/prepared'
import type { Prepared, Shaped } from '../db/prepared'
import type { Db } from '../db/client'
import { listCache } from './list-cache'
import { keptPerHandle } from './per-handle'
import { countCap, isUuid, orderingOf, orderingSql, pageAndTotal, pageOf, searchCountCap, searchSql, stopIfGone, totalOf, untilGone } from './list-query'
import { rowsExpected, seekOf, seekSql } from './page-seek'
import type { Seek } from './page-seek'
import type { Counted, ListParams, ListResult } from './list-query'

type Paged<Row> = PromiseLike<Row[]> & { orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } } }
/** A select with its joins, before its WHERE. */
type Select<Row> = { where(where: SQL | undefined): Paged<Row> }
type Count = { where(where: SQL | undefined): PromiseLike<{ value: number }[]> }
/** The main app's database or the ads service's: the kit only selects. */
type AnyDb = Pick<Db, 'select'>
/** A part of the spec that may depend on the request's parameters. */
type PerParams<Params, Value> = Value | ((params: Params) => Value)

/** How a list is ordered: `ordering=` names a key of `by` ('-' first for descending). */
type Order<Params> = {
  /** The orderings a request may ask for, by name; a function of the request's parameters when they change a column. */
  by: PerParams<Params, Record<string, AnyColumn | SQLWrapper>>
  /** A key of `by`, '-' first for descending: the order when the request names none (or an unknown one). */
  default: string
  /** What orders rows with equal ordering values, so pages never overlap; the table's id by default. */
  ties?: AnyColumn[]
  /** Ties go the list's way (newest id first when the list is newest first), as a journal reads; ascending by default. */
  tiesFollowOrder?: boolean
}

export type ReadSpec<Row, Item, Params extends ListParams, D extends AnyDb = Db, Extra extends object = Record<never, never>, Sums = unknown> = {
  /** The rows' table; without an `id` (a composite key) the list has no detail and `order.ties` says what orders ties. */
  table: PgTable & { org_id: PgColumn; id?: PgColumn }
  /** `params` is absent for the detail. It may read the filters, never the page or its ordering: a list with a `summary` keeps its page per filters. */
  select: (db: D, orgId: string, params?: Params) => Select<Row>
  /** What the count reads; the table alone unless the search or a filter reads a joined table. */
  countFrom?: (db: D, params: Params) => Count
  order: Order<Params>
  /** The columns a search matches (case-insensitive "contains" over any of them). */
  search: (AnyColumn | SQL)[]
  /**
   * The area's own filters; the organisation and the search are added. A function of `params` alone: the WHERE it makes
   * is kept per organisation and parameters (`whereOf`).
   */
  filters: (params: Params) => (SQL | undefined)[]
  /**
   * For a request with a search (a costly filter) on PGlite: the page and the count of every match in one query, this
   * select's page carrying the count (`count(*) over ()`) as `matching`, instead of the page and then a count.
   */
  countInPage?: (db: D, matching: SQL<number>) => Select<Row & { matching: number }>
  /**
   * The count is kept per organisation and filter until the organisation's next recorded change (server/kit/list-cache.ts):
   * only for a list whose every write records history.
   */
  keepCount?: true
  /** Figures over every matching row (sums beside the count), read beside the page; its `total` is the list's. */
  summary?: Summary<D, Params, Sums, Extra>
} & ({ toItem: (row: Row) => Item } | { toItems: (db: D, rows: Row[]) => Promise<Item[]> })

/**
 * A list's figures: `select` is one row of sums over the request's WHERE (its parameters may shape it, as the ledger's
 * opening balance does); it is built and prepared once per organisation and filters, like the page beside it.
 */
type Summary<D, Params, Sums, Extra> = {
  select: (db: D, where: SQL | undefined, params: Params, orgId: string) => PromiseLike<Sums[]>
  figures: (sums: Sums | undefined) => { total: number } & Extra
}

/** A count's select once it selects 1 per row (`selectingOne`): limited and used as a subquery. */
type Capped = { limit(limit: number): { as(alias: string): Subquery } }

/** `db` whose select (the one a `countFrom` starts with) picks the constant 1 instead of the count. */
const selectingOne = <D extends AnyDb>(db: D): D => ({ select: () => db.select({ one: sql<number>`1` }) }) as unknown as D

/**
 * A query prepared once per shape. On PostgreSQL it is named, so each connection parses and plans it once, unless its
 * WHERE matches a pattern (a search): after five runs PostgreSQL may keep a generic plan, which cannot see how selective
 * the pattern is (the subscribers' search on page 50 took 300 ms so, walking the date index, against 14 ms planned
 * for 'sharma'). PGlite has one connection and no names.
 */
const prepare = (db: object, shaped: Shaped, query: unknown): Prepared =>
  (query as { prepare(name: string | undefined): Prepared }).prepare(runsEmbedded(db) || matchesPattern.test(shaped.text) ? undefined : statementName())
const matchesPattern = /\b(i?like|similar to)\b|~/i
/** Placeholders stand where numbers go (LIMIT, OFFSET), typed as Drizzle's builders take them. */
const placeholder = (name: string) => sql.placeholder(name) as unknown as number
/** Each list's shapes are its own: two lists may share a WHERE's text. */
let listsMade = 0

/** A request's WHERE and its shape (its text, values apart), made once per list, organisation and filters. */
type Where = {
  where: SQL | undefined
  shaped?: Shaped | undefined
  /** A list with figures (`summary`): its page in each ordering, built once with the LIMIT and OFFSET left as placeholders. */
  pages?: Map<string, Prepared>
  /** A list with figures: their query, built once. */
  sums?: Prepared
}
/**
 * The WHEREs made lately, per database handle: paging through a list, sorting it, a refresh or a second person with the
 * same filters builds its WHERE with Drizzle and serializes it to learn its shape once, not on every request (Drizzle's
 * building was a tenth of a list request's CPU, issue 36). At most 2,000 of them; the oldest goes first.
 */
const whereOf = keptPerHandle<Where>(2000)

const perParams = <Params, Value>(value: PerParams<Params, Value>, params: Params): Value =>
  typeof value === 'function' ? (value as (params: Params) => Value)(params) : value

/**
 * An area's list (a page of the organisation's rows, filtered, searched and ordered, with the total)
 * and its detail (one row by id; null for an unknown id or another organisation's).
 */
export function resourceReads<Row, Item, Params extends ListParams, D extends AnyDb = Db, Extra extends object = Record<never, never>, Sums = unknown>(
  spec: ReadSpec<Row, Item, Params, D, Extra, Sums>,
) {
  const { table } = spec
  const itemsOf = async (db: D, rows: Row[]) => ('toItems' in spec ? spec.toItems(db, rows) : rows.map(spec.toItem))
  const countFrom = spec.countFrom ?? ((db: D) => db.select({ value: count() }).from(table as PgTable))
  const [tie, ...rest]: AnyColumn[] = spec.order.ties ?? (table.id ? [table.id] : [])
  if (!tie) throw new Error('resourceReads: a table without an id needs order.ties')
  const first: AnyColumn = tie
  const listId = (listsMade += 1)
  // A select or a count that reads the request's parameters (the ledger's opening balance, a join that only some filters
  // need), or an ordering that depends on them, is not one query per WHERE's shape: those are built per request.
  const selectByShape = spec.select.length < 2
  const countByShape = !spec.countFrom || spec.countFrom.length < 2
  const orderingByShape = typeof spec.order.by !== 'function'
  /** The page (or the page carrying its count) of this WHERE's shape and ordering, built and prepared on first use. */
  const pagePrepared = <Found>(db: D, kind: string, params: Params, shaped: Shaped, order: () => SQL[], select: () => Select<Found>) =>
    preparedFor(db, `${listId} ${kind} ${params.ordering ?? ''}\n${shaped.text}`, () =>
      prepare(
        db,
        shaped,
        select()
          .where(shaped.fragment)
          .orderBy(...order())
          .limit(placeholder('limit'))
          .offset(placeholder('offset')),
      ),
    )
  const countPrepared = (db: D, params: Params, shaped: Shaped) =>
    preparedFor(db, `${listId} count\n${shaped.text}`, () => {
      const matching = countFrom(selectingOne(db), params).where(shaped.fragment) as unknown as Capped
      return prepare(db, shaped, db.select({ value: count() }).from(matching.limit(placeholder('cap')).as('matching')))
    })

  /** How this list may seek a page in each ordering (the select's fields are the same for every request: `selectByShape`). */
  const seeks = new Map<string, Seek | null>()
  const seekFor = (db: D, orgId: string, params: Params): Seek | undefined => {
    const key = params.ordering ?? ''
    if (!seeks.has(key)) {
      const ordering = orderingOf(params.ordering, perParams(spec.order.by, params), spec.order.default)
      const fields = (spec.select(db, orgId, params) as unknown as { _: { selectedFields: Record<string, unknown> } })._.selectedFields
      seeks.set(key, seekOf(table, ordering, first, ordering.descending && Boolean(spec.order.tiesFollowOrder), rest.length, fields) ?? null)
    }
    return seeks.get(key) ?? undefined
  }

  async function list(db: D, orgId: string, params: Params, signal?: AbortSignal): Promise<ListResult<Item> & Extra> {
    const page = pageOf(params)
    const { page: _page, page_size: _size, ordering: _ordering, ...filtering } = params
    const whereKey = `${listId}\n${orgId}\n${JSON.stringify(filtering)}`
    const made = whereOf(db, whereKey, () => ({ where: and(eq(table.org_id, orgId), searchSql(params.search, spec.search), ...spec.filters(params)) }))
    const { where } = made
    // Built when a query is (a prepared page has its ORDER BY already).
    const orderOf = () => [
      ...orderingSql(params.ordering, perParams(spec.order.by, params), spec.order.default, first, spec.order.tiesFollowOrder),
      ...rest.map((column) => asc(column)),
    ]
    const paged = <Found>(select: Select<Found>) =>
      select
        .where(where)
        .orderBy(...orderOf())
        .limit(page.limit)
        .offset(page.offset)
    // A CSV export's batches need neither the figures nor the count.
    if (spec.summary && !page.uncounted) {
      stopIfGone(signal)
      const { summary } = spec
      // Unnamed: their texts hold the request's values (the ledger's opening balance reads them in its select).
      const unnamed = (query: unknown) => (query as { prepare(name: string | undefined): Prepared }).prepare(undefined)
      const pages = (made.pages ??= new Map<string, Prepared>())
      let prepared = pages.get(params.ordering ?? '')
      if (!prepared) {
        prepared = unnamed(
          spec
            .select(db, orgId, params)
            .where(where)
            .orderBy(...orderOf())
            .limit(placeholder('limit'))
            .offset(placeholder('offset')),
        )
        pages.set(params.ordering ?? '', prepared)
      }
      const sums = (made.sums ??= unnamed(summary.select(db, where, params, orgId)))
      const [rows, [figures]] = (await Promise.all([prepared.execute({ limit: page.limit, offset: page.offset }), sums.execute({})])) as [Row[], Sums[]]
      return { ...summary.figures(figures), rows: await itemsOf(db, rows) }
    }
    // The WHERE's text (its values apart) names the prepared page and count; a CSV export's batches go through a cursor.
    if (!page.uncounted && orderingByShape && !('shaped' in made)) made.shaped = shapeOf(where, 'w')
    const shaped = !page.uncounted && orderingByShape ? made.shaped : undefined
    const atPage = { limit: page.limit, offset: page.offset }
    const cap = Math.max(params.search ? searchCountCap : countCap, page.offset + page.limit)
    const countNow = async (): Promise<Counted> => {
      stopIfGone(signal)
      // The count's own FROM and joins, selecting 1 per match, at most cap + 1 of them: PostgreSQL stops there.
      const value =
        shaped && countByShape
          ? await totalOf(countPrepared(db, params, shaped).execute({ ...shaped.values, cap: cap + 1 }) as Promise<{ value: number }[]>)
          : await totalOf(
              db.select({ value: count() }).from((countFrom(selectingOne(db), params).where(where) as unknown as Capped).limit(cap + 1).as('matching')),
            )
      return value > cap ? { total: cap, capped: true } : { total: value }
    }
    // Kept by the WHERE's text and values, which say which rows it counts, and by the rest of the request when the
    // count's FROM reads it (not the page and its order: they change no count).
    const countKey = () => `${listId} ${cap}\n${shaped?.text}\n${JSON.stringify(shaped?.values)}${countByShape ? '' : `\n${JSON.stringify(filtering)}`}`
    const counted = spec.keepCount && shaped ? () => listCache(db).counted(orgId, countKey(), countNow) : countNow
    // On PostgreSQL the page and then the count, each with its best plan: a count in the page would make the page
    // read every match through the ordering's index (26 ms for a variant search, against 2 ms for both apart).
    const { countInPage: select } = spec
    if (select && params.search && !page.uncounted && runsEmbedded(db)) {
      stopIfGone(signal)
      const matching = sql<number>`count(*) over ()`.mapWith(Number)
      const rows = shaped
        ? ((await pagePrepared(db, 'counting', params, shaped, orderOf, () => select(db, matching)).execute({ ...shaped.values, ...atPage })) as (Row & {
            matching: number
          })[])
        : await paged(select(db, matching))
      // A page past the end has no row to carry the count.
      const found: Counted = rows[0] ? { total: rows[0].matching } : page.offset > 0 ? await counted() : { total: 0 }
      return {
        rows: await itemsOf(
          db,
          rows.map(({ matching: _, ...row }) => row as Row),
        ),
        ...found,
      } as ListResult<Item> & Extra
    }
    // A page met before starts where it started then, and the page after it where it ended (server/kit/page-seek.ts).
    const seek = spec.keepCount && shaped && selectByShape && !page.uncounted ? seekFor(db, orgId, params) : undefined
    const kept = seek ? listCache(db) : undefined
    const since = kept?.since(orgId)
    // Only a list that may seek names its pages (the values' JSON is no cost of every list's request).
    const pageKey = seek ? `${listId} ${params.ordering ?? ''} ${page.limit}\n${shaped?.text}\n${JSON.stringify(shaped?.values)}` : ''
    const keepStarts = (rows: Row[]) => {
      if (!seek || !kept || !since) return
      const idOf = (row: Row) => (row as Record<string, unknown>)[seek.idKey]
      if (rows[0]) kept.keep(orgId, `start ${page.offset}\n${pageKey}`, idOf(rows[0]), since)
      const last = rows.at(-1)
      if (last && rows.length === page.limit) kept.keep(orgId, `after ${page.offset + page.limit}\n${pageKey}`, idOf(last), since)
    }
    if (seek && kept && page.offset > 0) {
      const known = kept.kept<Counted>(orgId, countKey())
      const want = known ? rowsExpected(known, page) : 0
      const start = kept.kept<string>(orgId, `start ${page.offset}\n${pageKey}`)
      const boundary = start ?? kept.kept<string>(orgId, `after ${page.offset}\n${pageKey}`)
      const sought =
        known && want > 0 && boundary
          ? whereOf(db, `${whereKey}\n${start ? 'from' : 'after'} ${boundary}`, () => {
              const from = and(where, seekSql(seek, boundary, Boolean(start)))
              return { where: from, shaped: shapeOf(from, 'w') }
            }).shaped
          : undefined
      if (known && sought) {
        const read = () => pagePrepared(db, start ? 'from' : 'after', params, sought, orderOf, () => spec.select(db, orgId, params))
        stopIfGone(signal)
        const rows = (await untilGone(signal, () => read().execute({ ...sought.values, limit: page.limit, offset: 0 }))) as Row[]
        if (rows.length === want) {
          keepStarts(rows)
          return { rows: await itemsOf(db, rows), ...known } as ListResult<Item> & Extra
        }
      }
    }
    // A CSV export's batches read one cursor on PostgreSQL (server/db/pool.ts), not an ever larger OFFSET.
    const pageRows = async () =>
      page.uncounted
        ? throughCursor(async () => paged(spec.select(db, orgId, params)))
        : shaped && selectByShape
          ? ((await pagePrepared(db, 'page', params, shaped, orderOf, () => spec.select(db, orgId, params)).execute({ ...shaped.values, ...atPage })) as Row[])
          : paged(spec.select(db, orgId, params))
    const { rows, ...found } = await pageAndTotal(page, pageRows, counted, signal)
    keepStarts(rows)
    return { rows: await itemsOf(db, rows), ...found } as ListResult<Item> & Extra
  }

  async function get(db: D, orgId: string, id: string): Promise<Item | null> {
    if (!isUuid(id) || !table.id) return null
    const [item] = await itemsOf(db, await spec.select(db, orgId).where(and(eq(table.id, id), eq(table.org_id, orgId))))
    return item ?? null
  }

  return { list, get }
}
