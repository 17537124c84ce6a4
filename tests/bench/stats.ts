/** Small numeric and printing helpers shared by the measurements. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!
}

export const median = (values: readonly number[]) => percentile(values, 50)

export const mean = (values: readonly number[]) => (values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length)

export const round = (value: number, digits = 0) => Number(value.toFixed(digits))

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export const ms = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? '-' : `${Math.round(value)} ms`)

export type Cell = string | number
export type Row = Record<string, Cell>

/** Prints rows as an aligned text table under a title; numbers are right-aligned. */
export function printTable(title: string, rows: readonly Row[]): void {
  console.log(`\n## ${title}`)
  if (rows.length === 0) {
    console.log('(no rows)')
    return
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const text = (row: Row, column: string) => String(row[column] ?? '')
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => text(row, column).length)))
  const line = (cells: string[], numeric: boolean[]) => cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')
  console.log(
    line(
      columns,
      columns.map(() => false),
    ),
  )
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) {
    console.log(
      line(
        columns.map((column) => text(row, column)),
        columns.map((column) => typeof row[column] === 'number'),
      ),
    )
  }
}

export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))
