import * as m from '../../paraglide/m/kit'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query'
import { Button } from '../button'
import type { BulkActions } from './define-list'
import { BulkBar } from './bulk-bar'
import type { RowSelect } from './column'
import { useSelection } from './selection'

type BulkSpec<T> = {
  bulk: BulkActions | undefined
  /** The list's query; without its page and sort it is the scope of the selection. */
  query: unknown
  page: readonly T[]
  total: number
  rowKey: (row: T) => string
  rowName?: (row: T) => string
  noun: readonly [string, string]
  invalidate: QueryKey
}

export type BulkParts<T> = { select?: RowSelect<T>; bar?: ReactNode; meta?: ReactNode }

/**
 * A list's selection and bulk actions, when its definition declares any: the checkboxes (always on wide screens,
 * in select mode on phones), the bar of actions and, on phones, the "Select" button that starts select mode.
 */
export function useBulk<T>({ bulk, query, page, total, rowKey, rowName, noun, invalidate }: BulkSpec<T>): BulkParts<T> {
  const wide = useMediaQuery(WIDE_SCREEN)
  const { page: _page, page_size: _size, ordering: _ordering, ...filter } = (query ?? {}) as Record<string, unknown>
  const selection = useSelection<T>(JSON.stringify(filter), rowKey)
  if (!bulk) return {}
  const select: RowSelect<T> = {
    isSelected: (row) => selection.isSelected(rowKey(row)),
    toggle: (row) => selection.toggle(rowKey(row), row),
    page: selection.pageState(page),
    togglePage: () => selection.togglePage(page),
    mode: wide || selection.mode,
    start: (row) => {
      selection.setMode(true)
      if (!selection.isSelected(rowKey(row))) selection.toggle(rowKey(row), row)
    },
    label: (row) => m.selectRow({ name: rowName?.(row) ?? m.thisThing({ noun: noun[0] }) }),
  }
  const meta =
    !wide && page.length > 0 ? (
      <Button variant="ghost" size="sm" aria-pressed={selection.mode} onClick={() => selection.setMode(!selection.mode)}>
        {selection.mode ? m.done() : m.select()}
      </Button>
    ) : undefined
  const bar = <BulkBar bulk={bulk} selection={selection} total={total} page={page} query={query} noun={noun} name={rowName} invalidate={invalidate} />
  return { select, bar, meta }
}
