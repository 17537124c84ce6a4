import type { Context } from 'hono'
import type { CsvColumn, CsvSpec } from '../../src/contract/vocabulary'
import type { ListParams, ListResult } from './list-query'

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

/** A list's JSON page `{ status, message, data, pagination }`, or with `format=csv` every matching row as a file. */
export function listAnswer<Row>(c: Context, params: ListParams, { rows, total }: ListResult<Row>, message: string, csv: CsvSpec<Row>): Response {
  if (params.format !== 'csv') {
    return c.json({ status: true, message, data: rows, pagination: { page: params.page, page_size: params.page_size, total } })
  }
  const day = new Date().toISOString().slice(0, 10)
  return c.body(toCsv(rows, csv.columns), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csv.filename}-${day}.csv"`,
    // Lets the app say "first 10,000 of N rows" when the export was capped.
    'X-Total-Count': String(total),
  })
}
