import type { Text } from '../../lib/text'

/**
 * One column of an editable grid. A read-only column shows `show(row)`; an editable one holds a number: `stored` is the
 * row's value, `toText` what the editor starts from, `fromText` reads what was typed or pasted (blank is null, junk
 * NaN, so `check` names the problem), `check` answers the contract's message or null, `format` shows a value.
 */
export type GridColumn<Row> = {
  key: string
  /** Read when shown (src/ui/list/column.ts). */
  header: Text
  /** CSS grid track: '10rem', '1fr'. */
  width: string
  align?: 'end'
  show?: (row: Row) => string
  edit?: {
    stored: (row: Row) => number
    toText: (value: number) => string
    fromText: (text: string) => number | null
    check: (value: number | null, row: Row) => string | null
    format: (value: number) => string
  }
}

/** Typed text per row id and column key: only cells whose value differs from the row's. */
export type GridEdits = Record<string, Record<string, string>>

/** A cell's place: the row's index in the rows shown, the column's index in the columns. */
export type CellPlace = { row: number; col: number }
