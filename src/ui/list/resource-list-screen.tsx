import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Pagination } from '../../contract/common'
import type { ListDefinition } from './define-list'
import { ListScreen } from './list-screen'
import type { ListViewProps } from './list-view'
import type { SearchValues } from './list-search'
import { useListSearch } from './use-list-search'

type Page<T> = { status: boolean; message: string; data: T[]; pagination: Pagination }

type ResourceListScreenProps<T, Search, Query> = Omit<ListViewProps<T>, 'caption' | 'state' | 'list' | 'filters' | 'rowKey' | 'csv' | 'empty'> & {
  title: string
  description: string
  // Any key: query options are invariant in it, and every resource has its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: { listQuery: (query: Query) => UseQueryOptions<Page<T>, Error, Page<T>, any>; rowId: (row: T) => string; listPath: string }
  /** The list: its URL view, default sort and filters. */
  definition: ListDefinition<Search, Query>
  /** The name of the CSV of the current filter. */
  csvName: string
  /** The page's main action (New …), also the empty state's; it may follow the filters (a variant for the filtered template). */
  actions: ReactNode | ((search: Search) => ReactNode)
  empty: { title: string; text: string }
}

/** A whole list page of a resource: the URL view read through its list, the page fetched, and the list screen over it. */
export function ResourceListScreen<T, Search extends SearchValues, Query>({
  resource,
  definition,
  csvName,
  actions,
  empty,
  ...screen
}: ResourceListScreenProps<T, Search, Query>) {
  const state = useListSearch(definition)
  const list = useQuery(resource.listQuery(state.query))
  const action = typeof actions === 'function' ? actions(state.search) : actions
  return (
    <ListScreen
      {...screen}
      state={state}
      filters={definition.filters}
      list={list}
      rowKey={resource.rowId}
      csv={{ path: resource.listPath, filename: csvName }}
      actions={action}
      empty={{ ...empty, action }}
    />
  )
}
