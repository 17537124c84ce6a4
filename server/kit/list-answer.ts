import type { Context, Env, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import type { CsvColumn, CsvSpec } from '../../src/contract/vocabulary'
import { respondAsync } from '../../src/contract/jobs/basics'
import { endSnapshot, inSnapshot, newSnapshot, readsPostgres } from '../db/pool'
import { ClientGone } from './list-query'
import type { ListParams, ListResult } from './list-query'
import type { AppEnv } from './types'
import { validate } from './validate'
import { describe } from './described'
import { registerExportSource, type ExportScope, type ScopedRead } from './background-export'

type Cell = ReturnType<CsvColumn<never>[1]>

// A cell starting with = + - @ (or a control character) would run as a formula in a spreadsheet.
const formulaStart = /^[=+\-@\t\r]/

function csvCell(value: Cell): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One CSV line of cells, each made safe for a spreadsheet (formulas) and quoted where it must be. */
export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * Rows per batch of a CSV export: the file is written batch by batch, so memory holds one batch, not the file. On
 * PostgreSQL a batch is a FETCH from the export's cursor, as cheap at row 19,000 as at row 0, so batches are small and the
 * event loop turns to other requests between them: with 20 exports running, /api/health's p99 was 22-25 ms with 250 rows
 * against 43-45 ms with 1,000 (the exports 5-15% slower). PGlite pages with LIMIT/OFFSET, where a batch reads again every
 * row before it: 250 rows there halved the exports' pace, so its batches stay at 1,000.
 */
export const csvBatchRowsOnPostgres = 250
export const csvBatchRowsOnPglite = 1000
const csvBatchRows = () => (readsPostgres() ? csvBatchRowsOnPostgres : csvBatchRowsOnPglite)

/** A list's figures over every matching row (the wallet's credits and debits), answered beside the page. */
type Listed<Row> = ListResult<Row> & { totals?: object }

/** A list's JSON page `{ status, message, data, pagination }` (and `totals` when the list has them). */
function pageAnswer<Row>(c: Context, params: ListParams, { rows, total, capped, totals }: Listed<Row>, message: string): Response {
  // `total_capped`: the count stopped at `total` (list-query.ts, countCap): there are at least that many.
  const pagination = { page: params.page, page_size: params.page_size, total, ...(capped ? { total_capped: true } : {}) }
  return c.json({ status: true, message, data: rows, pagination, ...(totals ? { totals } : {}) })
}

/**
 * Every matching row as a CSV file, streamed: the header with the contract's labels, then the list in its own
 * order (plus id, so batches never overlap) `batchRows` at a time, each batch written as it comes. The next
 * batch is read only when the client has taken the last one, and none once it has gone; `done` runs once at the end.
 */
function csvAnswer<Row>(
  c: Context,
  first: Row[],
  next: (page: number) => Promise<Row[]>,
  { csv, batchRows }: { csv: CsvSpec<Row>; batchRows: number },
  done: () => Promise<void>,
): Response {
  const encoder = new TextEncoder()
  const lines = (rows: Row[]) => rows.map((row) => csvLine(csv.columns.map(([, value]) => value(row)))).join('')
  let page = 1
  let last = first.length < batchRows
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(csv.columns.map(([header]) => header)) + lines(first)))
      if (!last) return
      controller.close()
      return done()
    },
    async pull(controller) {
      page += 1
      let rows: Row[]
      try {
        rows = await next(page)
      } catch (error) {
        // The status line has gone: the client sees the file cut short. A client that left is no error of ours.
        if (!(error instanceof ClientGone)) console.error(`[error] CSV export ${csv.filename} stopped at batch ${page}:`, error)
        controller.error(error)
        return done()
      }
      last = rows.length < batchRows
      if (rows.length > 0) controller.enqueue(encoder.encode(lines(rows)))
      if (!last) return
      controller.close()
      return done()
    },
    // The client left before the end.
    cancel: done,
  })
  const day = new Date().toISOString().slice(0, 10)
  return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csv.filename}-${day}.csv"` })
}

/**
 * At most this many export batches (past each export's first) are read at once in a process: a burst of
 * exports then leaves the event loop, and PGlite's one connection, to other requests between its batches.
 * On PostgreSQL the first batch goes without a turn: it may wait for its snapshot's connection, which exports
 * holding turns must not wait on (and the snapshots already bound how many exports run). One at a time: with 20
 * exports running on PostgreSQL, /api/health's p99 was 88 and 158 ms against 293 and 238 ms with two at a time
 * (runs alternated on a shared 2-core machine), and the exports took no longer.
 */
const batchesAtOnce = 1
let freeTurns = batchesAtOnce
const waitingTurns: (() => void)[] = []

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (freeTurns > 0) freeTurns -= 1
  else await new Promise<void>((resolve) => waitingTurns.push(resolve))
  try {
    // After the event loop's pending I/O: a turn handed on, or PGlite's next statement, resolves in a microtask,
    // and a chain of them would keep every other request (even /api/health) waiting until the exports end.
    await new Promise((resolve) => setImmediate(resolve))
    return await work()
  } finally {
    const next = waitingTurns.shift()
    if (next) next()
    else freeTurns += 1
  }
}

type Schema<Output> = v.GenericSchema<unknown, Output> | v.GenericSchemaAsync<unknown, Output>

/**
 * A list route's handler, after its guard: validates the query, reads the list and answers it (JSON or CSV).
 * `read` gets the request's abort signal, and may answer by itself (a dropdown served by the same path). A CSV
 * export calls it once per batch (`csvBatchRows`), pages 1, 2, 3... until a batch comes back short. `message` is a
 * catalogue message ('Promo codes loaded'), read per request in its language.
 *
 * `background`: the list exports in the background too (server/kit/background-export.ts, docs/areas/jobs.md): a CSV
 * export asked with `Prefer: respond-async` may be answered 202 with a job, whose worker reads the list by its scope
 * (`read`) under `name`. Without it (the ads service's lists, which have no queue) every export streams.
 */
export function listRoute<Params extends ListParams, Row, E extends Env = AppEnv>(
  query: Schema<Params>,
  message: () => string,
  csv: CsvSpec<Row>,
  read: (c: Context<E>, params: Params, signal: AbortSignal) => Promise<Listed<Row> | Response>,
  background?: { name: string; read: ScopedRead<Params, Row> },
): MiddlewareHandler<E> {
  const check = validate('query', query) as unknown as MiddlewareHandler<E>
  if (background) registerExportSource(background.name, { query, csv, read: background.read })
  // It validates inside: marked with its query schema for the OpenAPI document (kit/described.ts).
  return describe.schema<MiddlewareHandler<E>>(
    async (c) => {
      let answer: Response | undefined
      const refused = await check(c, async () => {
        const params = (c.req.valid as (target: string) => unknown)('query') as Params
        const signal = c.req.raw.signal
        if (params.format !== 'csv') {
          const listed = await read(c, params, signal)
          answer = listed instanceof Response ? listed : pageAnswer(c, params, listed, message())
          return
        }
        const startExport = (c as unknown as Context<AppEnv>).get('startExport') as AppEnv['Variables']['startExport'] | undefined
        if (background && startExport && c.req.header('Prefer')?.includes(respondAsync)) {
          answer = (await startExport(c as unknown as Context<AppEnv>, background.name, params)) ?? undefined
          if (answer) return
        }
        // Every batch reads one snapshot of the database (server/db/pool.ts; PostgreSQL only), ended with the file.
        const snapshot = newSnapshot()
        const done = () => endSnapshot(snapshot)
        const batchRows = csvBatchRows()
        const batch = (page: number) => inSnapshot(snapshot, () => read(c, { ...params, page, page_size: batchRows }, signal))
        const first = await (readsPostgres() ? batch(1) : inTurn(() => batch(1))).catch(async (error: unknown) => {
          await done()
          throw error
        })
        if (first instanceof Response) {
          await done()
          answer = first
        } else
          answer = csvAnswer(
            c,
            first.rows,
            async (page) => {
              const listed = await inTurn(() => batch(page))
              return listed instanceof Response ? [] : listed.rows
            },
            { csv, batchRows },
            done,
          )
      })
      return refused ?? answer
    },
    'query',
    query,
  )
}

/** The request's person and path, as a worker reads the list for them (server/kit/background-export.ts). */
export const scopeOf = (c: Context<AppEnv>): ExportScope => ({ orgId: c.get('orgId'), userId: c.get('user').id, role: c.get('user').role, path: c.req.param() })

/**
 * A list route read by its scope alone (organisation, person, role, path), so any export of it may run as a job named
 * `name` (docs/areas/jobs.md#large-exports): the usual list route, with the same read for its worker.
 */
export function exportableList<Params extends ListParams, Row>(
  name: string,
  query: Schema<Params>,
  message: () => string,
  csv: CsvSpec<Row>,
  read: (scope: ExportScope, params: Params, signal?: AbortSignal) => Promise<Listed<Row>>,
): MiddlewareHandler<AppEnv> {
  return listRoute<Params, Row>(query, message, csv, (c, params, signal) => read(scopeOf(c), params, signal), { name, read })
}
