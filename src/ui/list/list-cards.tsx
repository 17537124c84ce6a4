import type { ReactNode } from 'react'
import { Skeleton } from '../states'
import type { CardRole, Column, DataTableProps } from './column'
import { RowCheckbox, useLongPress } from './select-boxes'
import { textOf } from '../../lib/text'
import { useRowKeys } from './use-row-keys'
import './list-cards.css'

type Slots<T> = Record<CardRole, Column<T>[]>

/** The columns sorted into the card's slots, in their table order. */
function slotsOf<T>(columns: readonly Column<T>[]): Slots<T> {
  const title = columns.find((column) => column.card === 'title') ?? columns.find((column) => column.primary) ?? columns[0]
  const slots: Slots<T> = { title: [], aside: [], meta: [], detail: [] }
  for (const column of columns) {
    if (column.card === false) continue
    const role = typeof column.card === 'string' ? column.card : column === title ? 'title' : 'detail'
    slots[role].push(column)
  }
  return slots
}

const cell = <T,>(column: Column<T>, row: T): ReactNode => (typeof column.card === 'function' ? column.card : (column.cardRender ?? column.render))(row)

/** Phone cards over the same columns as the table: title and aside on the first line, then at most two short lines. */
export function Cards<T>({ caption, columns, rows, rowKey, loading, cardActions, select }: DataTableProps<T>) {
  const longPress = useLongPress((index) => rows[index] !== undefined && select?.start(rows[index]))
  const { attach, onKeyDown, rowProps } = useRowKeys(rows, select)
  if (loading) {
    return (
      <div className="card-list" aria-busy="true" aria-label={caption}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="list-card list-card-skeleton">
            <div className="list-card-body">
              <Skeleton width="55%" height={18} />
              <Skeleton width="85%" height={14} />
              <Skeleton width="40%" height={14} />
            </div>
          </div>
        ))}
      </div>
    )
  }
  const slots = slotsOf(columns)
  return (
    <ul className="card-list" aria-label={caption} ref={attach} onKeyDown={onKeyDown} {...(select && !select.mode ? longPress : {})}>
      {rows.map((row, index) => (
        <li
          key={rowKey(row)}
          className="list-card"
          data-index={index}
          data-selecting={select?.mode || undefined}
          data-selected={(select?.mode && select.isSelected(row)) || undefined}
          {...rowProps(index)}
        >
          {select?.mode && <RowCheckbox select={select} row={row} className="select-card" />}
          <div className="list-card-title">
            {slots.title.map((column) => (
              <span key={column.key}>{cell(column, row)}</span>
            ))}
          </div>
          {slots.meta.length > 0 && (
            <p className="list-card-meta">
              {slots.meta.map((column) => (
                <span key={column.key}>{cell(column, row)}</span>
              ))}
            </p>
          )}
          {slots.detail.length > 0 && (
            <dl className="list-card-details">
              {slots.detail.map((column) => (
                <div key={column.key}>
                  <dt>{textOf(column.header)}</dt> <dd>{cell(column, row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {(slots.aside.length > 0 || cardActions) && (
            <div className="list-card-aside">
              {slots.aside.map((column) => (
                <span key={column.key}>{cell(column, row)}</span>
              ))}
              {cardActions?.(row)}
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
