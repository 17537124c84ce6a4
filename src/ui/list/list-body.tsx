import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Pagination as PageInfo } from '../../contract/common'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { Button } from '../button'
import { DataTable, type Column } from './data-table'
import type { PAGE_SIZES } from './list-search'
import { Pagination } from './pagination'
import { EmptyState, ErrorState } from '../states'
import { OfflineState } from '../offline-state'

type Page<T> = { data: T[]; pagination: PageInfo }

type ListBodyProps<T, Ordering extends string> = {
  list: UseQueryResult<Page<T>>
  caption: string
  columns: Column<T>[]
  rowKey: (row: T) => string
  ordering: Ordering
  onSearch: (patch: { ordering?: Ordering; page?: number; page_size?: (typeof PAGE_SIZES)[number] }) => void
  cardActions?: (row: T) => ReactNode
  errorFallback: string
  empty: { title: string; text: string; action: ReactNode }
  /** Set when a search or filter narrows the list: the empty state then offers to clear it. */
  onClearFilters?: () => void
}

/** Everything under a list's toolbar: offline with nothing saved, error with retry, empty, or the rows with paging. */
export function ListBody<T, Ordering extends string>(props: ListBodyProps<T, Ordering>) {
  const { list, caption, columns, rowKey, ordering, onSearch, cardActions, errorFallback, empty, onClearFilters } = props
  const online = useOnline()
  if (list.isPending && list.fetchStatus === 'paused') return <OfflineState what={`this list of ${caption.toLowerCase()}`} />
  if (list.isError && !list.data) {
    return <ErrorState text={errorText(list.error, ['message', 'error', 'detail'], errorFallback)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  }
  if (list.data && list.data.data.length === 0) {
    return onClearFilters ? (
      <EmptyState title={`No ${caption.toLowerCase()} match`} text="Try another search or clear the filters." action={<Button variant="secondary" onClick={onClearFilters}>Clear filters</Button>} />
    ) : (
      <EmptyState title={empty.title} text={empty.text} action={empty.action} />
    )
  }
  return (
    <>
      {!online && list.isPlaceholderData && (
        <p className="list-note" role="status">
          You are offline, so this view has not loaded. Showing the last one you opened.
        </p>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={rowKey}
        ordering={ordering}
        onOrdering={(next) => onSearch({ ordering: next as Ordering | undefined, page: undefined })}
        loading={list.isPending}
        cardActions={cardActions}
      />
      {list.data && (
        <Pagination
          page={list.data.pagination.page}
          pageSize={list.data.pagination.page_size}
          total={list.data.pagination.total}
          onPage={(page) => onSearch({ page: page === 1 ? undefined : page })}
          onPageSize={(size) => onSearch({ page_size: size === 20 ? undefined : size, page: undefined })}
        />
      )}
    </>
  )
}
