import type { Context, Env, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import type { CsvColumn, CsvSpec } from '../../src/contract/vocabulary'
import type { ListParams, ListResult } from './list-query'
import type { AppEnv } from './types'
import { validate } from './validate'

type Cell = ReturnType<CsvColumn<never>[1]>

// A cell starting with = + - @ (or a control character) would run as a formula in a spreadsheet.
const formulaStart = /^[=+\-@\t\r]/

function csvCell(value: Cell): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function toCsv<Row>(rows: Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(',')]
  for (const row of rows) lines.push(columns.map(([, value]) => csvCell(value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** A list's figures over every matching row (the wallet's credits and debits), answered beside the page. */
type Listed<Row> = ListResult<Row> & { totals?: object }

/**
 * A list's JSON page `{ status, message, data, pagination }` (and `totals` when the list has them), or with
 * `format=csv` every matching row as a file.
 */
function listAnswer<Row>(c: Context, params: ListParams, { rows, total, totals }: Listed<Row>, message: string, csv: CsvSpec<Row>): Response {
  if (params.format !== 'csv') {
    const pagination = { page: params.page, page_size: params.page_size, total }
    return c.json({ status: true, message, data: rows, pagination, ...(totals ? { totals } : {}) })
  }
  const day = new Date().toISOString().slice(0, 10)
  return c.body(toCsv(rows, csv.columns), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csv.filename}-${day}.csv"`,
    // Lets the app say "first 10,000 of N rows" when the export was capped.
    'X-Total-Count': String(total),
  })
}

type Schema<Output> = v.GenericSchema<unknown, Output> | v.GenericSchemaAsync<unknown, Output>

/**
 * A list route's handler, after its guard: validates the query, reads the list and answers it (JSON or CSV).
 * `read` gets the request's abort signal, and may answer by itself (a dropdown served by the same path).
 */
export function listRoute<Params extends ListParams, Row, E extends Env = AppEnv>(
  query: Schema<Params>,
  message: string,
  csv: CsvSpec<Row>,
  read: (c: Context<E>, params: Params, signal: AbortSignal) => Promise<Listed<Row> | Response>,
): MiddlewareHandler<E> {
  const check = validate('query', query) as unknown as MiddlewareHandler<E>
  return async (c) => {
    let answer: Response | undefined
    const refused = await check(c, async () => {
      const params = (c.req.valid as (target: string) => unknown)('query') as Params
      const listed = await read(c, params, c.req.raw.signal)
      answer = listed instanceof Response ? listed : listAnswer(c, params, listed, message, csv)
    })
    return refused ?? answer
  }
}
