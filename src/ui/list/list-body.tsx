import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Pagination as PageInfo } from '../../contract/common'
import * as m from '../../paraglide/m/kit'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { Button } from '../button'
import { DataTable, type Column } from './data-table'
import type { RowSelect } from './column'
import type { SearchValues } from './list-search'
import { Pagination } from './pagination'
import './list-layout.css'
import { EmptyState, ErrorState } from '../states'
import { OfflineState } from '../offline-state'
import type { ListState } from './use-list-search'

type Page<T> = { data: T[]; pagination: PageInfo }

export type ListBodyProps<T> = {
  list: UseQueryResult<Page<T>>
  state: ListState<SearchValues, unknown>
  caption: string
  columns: readonly Column<T>[]
  rowKey: (row: T) => string
  cardActions?: (row: T) => ReactNode
  errorFallback: string
  empty: { title: string; text: string; action: ReactNode }
  /** Rows may be chosen for the list's bulk actions. */
  select?: RowSelect<T>
}

/** Everything under a list's toolbar: offline with nothing saved, error with retry, empty, or the rows with paging. */
export function ListBody<T>(props: ListBodyProps<T>) {
  const { list, state, caption, columns, rowKey, cardActions, errorFallback, empty, select } = props
  const online = useOnline()
  if (list.isPending && list.fetchStatus === 'paused') return <OfflineState what={m.thisListOf({ things: caption.toLowerCase() })} />
  if (list.isError && !list.data) {
    return <ErrorState text={errorText(list.error, errorFallback)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  }
  if (list.data && list.data.data.length === 0) {
    return state.filtered ? (
      <EmptyState
        title={m.noneMatch({ things: caption.toLowerCase() })}
        text={m.tryAnotherSearch()}
        action={
          <Button variant="secondary" onClick={state.clearFilters}>
            {m.clearFilters()}
          </Button>
        }
      />
    ) : (
      <EmptyState title={empty.title} text={empty.text} action={empty.action} />
    )
  }
  // A new filter or page is on its way: the previous rows stay, dimmed under a thin bar, so nothing jumps.
  const busy = list.isPlaceholderData && list.isFetching
  return (
    <div className="list-results" aria-busy={busy || undefined}>
      {busy && <div className="list-progress" role="progressbar" aria-label={m.loadingThings({ things: caption.toLowerCase() })} />}
      {!online && list.isPlaceholderData && (
        <p className="list-note" role="status">
          {m.offlineLastView()}
        </p>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={rowKey}
        ordering={state.ordering}
        onOrdering={state.setOrdering}
        loading={list.isPending}
        cardActions={cardActions}
        select={select}
      />
      {list.data && (
        <Pagination
          page={list.data.pagination.page}
          pageSize={list.data.pagination.page_size}
          total={list.data.pagination.total}
          capped={list.data.pagination.total_capped}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
        />
      )}
    </div>
  )
}
