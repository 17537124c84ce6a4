import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query'
import { Skeleton } from '../states'
import type { DataTableProps } from './column'
import { Cards } from './list-cards'
import { PageCheckbox, RowCheckbox } from './select-boxes'
import { textOf } from '../../lib/text'
import { useRowKeys } from './use-row-keys'
import '../styles/list.css'

export type { Column, DataTableProps } from './column'

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

function Table<T>({ caption, columns, rows, rowKey, ordering, onOrdering, loading, select }: DataTableProps<T>) {
  const { attach, onKeyDown, rowProps } = useRowKeys(rows, select)
  return (
    <div className="table-wrap" ref={attach} onKeyDown={onKeyDown}>
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {select && (
              <th scope="col" className="select-cell">
                <PageCheckbox select={select} caption={caption} disabled={loading || rows.length === 0} />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align} aria-sort={column.sortKey ? sortState(ordering, column.sortKey) : undefined}>
                {column.sortKey && onOrdering ? (
                  <button type="button" className="sort-button" onClick={() => onOrdering(nextOrdering(ordering, column.sortKey ?? ''))}>
                    {textOf(column.header)}
                    <span className="sort-mark" aria-hidden="true">
                      {{ ascending: '▲', descending: '▼', none: '↕' }[sortState(ordering, column.sortKey)]}
                    </span>
                  </button>
                ) : (
                  textOf(column.header)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: 8 }, (_, index) => (
                <tr key={index}>
                  {select && <td />}
                  {columns.map((column) => (
                    <td key={column.key}>
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => (
                <tr key={rowKey(row)} data-selected={select?.isSelected(row) || undefined} {...rowProps(index)}>
                  {select && (
                    <td className="select-cell">
                      <RowCheckbox select={select} row={row} />
                    </td>
                  )}
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
