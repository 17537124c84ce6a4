import type { ReactNode } from 'react'
import type { Filter } from './filters'
import { ListBody, type ListBodyProps } from './list-body'
import { ListToolbar, type ListToolbarProps } from './list-toolbar'

export type ListViewProps<T> = ListBodyProps<T> &
  Omit<ListToolbarProps, 'total' | 'stale'> & {
    filters: readonly Filter[]
    /** Between the toolbar and the rows: the chosen rows' actions. */
    bar?: ReactNode
  }

/** A list under its page header: toolbar (search, filters, count, CSV) and body (rows, cards, paging, empty and error states). */
export function ListView<T>({ state, filters, searchPlaceholder, noun, csv, beside, meta, bar, ...body }: ListViewProps<T>) {
  return (
    <>
      <ListToolbar
        state={state}
        filters={filters}
        searchPlaceholder={searchPlaceholder}
        total={body.list.data?.pagination.total}
        capped={body.list.data?.pagination.total_capped}
        stale={body.list.isPlaceholderData && body.list.isFetching}
        noun={noun}
        csv={csv}
        beside={beside}
        meta={meta}
      />
      {bar}
      <ListBody state={state} {...body} />
    </>
  )
}
