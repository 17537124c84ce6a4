import type { ReactNode } from 'react'
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query'
import { Skeleton } from '../states'
import '../styles/list.css'

/** One column, declared once: header (a contract label), cell, sort key and its line on the phone card. */
export type Column<T> = {
  key: string
  header: string
  render: (row: T) => ReactNode
  /** The server's ordering field; makes the header a sort button. */
  sortKey?: string
  align?: 'start' | 'end'
  /** Shown as the card's title on phones. */
  primary?: boolean
  /** The card's line on phones: the cell by default, a shorter form, or false to leave it out (actions go in the card footer). */
  card?: false | ((row: T) => ReactNode)
}

type DataTableProps<T> = {
  caption: string
  columns: readonly Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  ordering?: string
  onOrdering?: (ordering: string | undefined) => void
  loading?: boolean
  /** Footer of each phone card: status switch, edit link. */
  cardActions?: (row: T) => ReactNode
}

function nextOrdering(current: string | undefined, key: string): string | undefined {
  if (current === key) return `-${key}`
  if (current === `-${key}`) return undefined
  return key
}

function sortState(current: string | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (current === key) return 'ascending'
  return current === `-${key}` ? 'descending' : 'none'
}

/** A wide table on desktop and a stack of cards on phones, over the same columns. */
export function DataTable<T>(props: DataTableProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN)
  return wide ? <Table {...props} /> : <Cards {...props} />
}

function Table<T>({ caption, columns, rows, rowKey, ordering, onOrdering, loading }: DataTableProps<T>) {
  return (
    <div className="table-wrap">
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align} aria-sort={column.sortKey ? sortState(ordering, column.sortKey) : undefined}>
                {column.sortKey && onOrdering ? (
                  <button type="button" className="sort-button" onClick={() => onOrdering(nextOrdering(ordering, column.sortKey ?? ''))}>
                    {column.header}
                    <span className="sort-mark" aria-hidden="true">
                      {{ ascending: '▲', descending: '▼', none: '↕' }[sortState(ordering, column.sortKey)]}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: 8 }, (_, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key}>
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-align={column.align}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}

function Cards<T>({ caption, columns, rows, rowKey, loading, cardActions }: DataTableProps<T>) {
  const title = columns.find((column) => column.primary) ?? columns[0]
  const details = columns.filter((column) => column !== title && column.card !== false)
  if (loading) {
    return (
      <div className="card-list" aria-busy="true" aria-label={caption}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="list-card">
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </div>
        ))}
      </div>
    )
  }
  return (
    <ul className="card-list" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="list-card">
          <div className="list-card-title">{title?.render(row)}</div>
          <dl className="list-card-details">
            {details.map((column) => (
              <div key={column.key}>
                <dt>{column.header}</dt>
                <dd>{(column.card || column.render)(row)}</dd>
              </div>
            ))}
          </dl>
          {cardActions && <div className="list-card-actions">{cardActions(row)}</div>}
        </li>
      ))}
    </ul>
  )
}
