import type { ReactNode } from 'react'
import type { Text } from '../../lib/text'

// The column and table types the table and the phone cards share (each imports them from here, not from the other).

/**
 * Where a column's cell goes on a phone card:
 * - 'title': the first line, in bold (the primary column unless another says so); its link opens the record from anywhere on the card
 * - 'aside': right of the title, over the card's actions (a status badge, an amount)
 * - 'meta': the line under the title, unlabelled, joined with dots (a code, sizes, a brand)
 * - 'detail': the last line, labelled ("Stock 12"), joined with dots
 */
export type CardRole = 'title' | 'aside' | 'meta' | 'detail'

/**
 * One column, declared once: header (a contract label or a catalogue message, read when shown: `textsOf(labels).name`,
 * `m.dates`), cell, sort key and its line on the phone card.
 */
export type Column<T> = {
  key: string
  header: Text
  render: (row: T) => ReactNode
  /** The server's ordering field; makes the header a sort button. */
  sortKey?: string
  align?: 'start' | 'end'
  /** Shown as the card's title on phones. */
  primary?: boolean
  /**
   * Its place on the phone card (see `CardRole`; 'detail' by default, 'title' for the primary column), false to leave it
   * out (actions go in `cardActions`), or a shorter form of the cell shown as a detail.
   */
  card?: CardRole | false | ((row: T) => ReactNode)
  /** A shorter form of the cell for its place on the card. */
  cardRender?: (row: T) => ReactNode
}

export type DataTableProps<T> = {
  caption: string
  columns: readonly Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  ordering?: string
  onOrdering?: (ordering: string | undefined) => void
  loading?: boolean
  /** Footer of each phone card: status switch, edit link. */
  cardActions?: (row: T) => ReactNode
  /** Rows may be chosen for a bulk action: a checkbox column, and on phones checkboxes on the cards in select mode. */
  select?: RowSelect<T>
}

/** How the table and the cards show and change the chosen rows (src/ui/list/selection.ts keeps them). */
export type RowSelect<T> = {
  isSelected: (row: T) => boolean
  toggle: (row: T) => void
  /** The page's rows: every one chosen, some, or none (the header checkbox). */
  page: 'all' | 'some' | 'none'
  togglePage: () => void
  /** Phones: the cards show their checkboxes. */
  mode: boolean
  /** A long press on a card: select mode, with that card chosen. */
  start: (row: T) => void
  /** The checkbox's label: "Select KESAR10". */
  label: (row: T) => string
}
