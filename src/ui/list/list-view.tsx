import type { ReactNode } from 'react'
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query'
import { ColumnChooser, shownColumns } from './column-chooser'
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
  // The choice of columns is a wide screen's: a phone's cards show few fields, and its toolbar has no room (a view's
  // choice still applies there).
  const wide = useMediaQuery(WIDE_SCREEN)
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
        beside={
          <>
            {beside}
            {wide && <ColumnChooser columns={body.columns} hide={state.search.hide} onChange={state.setHidden} />}
          </>
        }
        meta={meta}
      />
      {bar}
      <ListBody state={state} {...body} columns={shownColumns(body.columns, state.search.hide)} />
    </>
  )
}
