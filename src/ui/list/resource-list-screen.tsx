import * as m from '../../paraglide/m/kit'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Pagination } from '../../contract/common'
import { useMayChange, usePermissions } from '../../lib/permissions-store'
import { notices } from '../../lib/messages'
import { textOf } from '../../lib/text'
import { OutageNote } from '../outage-note'
import type { Column } from './data-table'
import type { ListDefinition, ListTexts } from './define-list'
import { ListScreen } from './list-screen'
import { NewRowsButton } from './new-rows-button'
import { NextStep } from './next-step'
import { SavedViews } from './saved-views'
import type { ListViewProps } from './list-view'
import { compactSearch, isFiltered, type SearchValues } from './list-search'
import { useOfflineCopy } from './use-offline-copy'
import { useBulk } from './use-bulk'
import { useListSearch, type ListState } from './use-list-search'

type Page<T> = { data: T[]; pagination: Pagination }
type Row<P> = P extends Page<infer T> ? T : never

/** What a page's slots may read: the URL view (its search, query and setters) and the fetched page. */
export type ListScreenView<Search, Query, P> = ListState<Search, Query> & { list: UseQueryResult<P> }

// What the kit fills in itself is not a prop: the texts (the list's declaration names them), the URL state, the rows,
// the filters, the CSV, the selection and its bar and phone button (the list's bulk actions), the saved views and the
// capped count.
type ResourceListScreenProps<P extends Page<unknown>, Search, Query> = Omit<
  ListViewProps<Row<P>>,
  | 'caption'
  | 'state'
  | 'list'
  | 'filters'
  | 'rowKey'
  | 'csv'
  | 'empty'
  | 'select'
  | 'bar'
  | 'meta'
  | 'beside'
  | 'capped'
  | 'errorFallback'
  | 'searchPlaceholder'
  | 'noun'
> & {
  /** The route's search (`Route.useSearch()` of a route with `listRouteSearch`, src/ui/route-loaders.ts). */
  search: Readonly<Record<string, unknown>>
  /** A row's key where the resource does not name it (an ad's `ad_id`). */
  rowKey?: (row: Row<P>) => string
  // Any key: query options are invariant in it, and every resource has its own.
  resource: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    listQuery: (query: Query) => UseQueryOptions<P, Error, P, any>
    rowId: (row: Row<P>) => string
    listPath: string
    /** Refetched after a bulk action. */
    keys?: { all: readonly string[] }
  }
  /** Names a row for its checkbox and a failed bulk change ("KESAR10"). */
  rowName?: (row: Row<P>) => string
  /** The list: its texts, URL view, default sort and filters. */
  definition: ListDefinition<Search, Query> & { texts: ListTexts }
  /**
   * The page's actions (New …), also the empty state's unless it names its own. They may follow the filters (a variant
   * for the filtered template) or set them: a quick filter ("Show what to reorder", "Open and mine").
   */
  actions?: ReactNode | ((search: Search, view: ListScreenView<Search, Query, P>) => ReactNode)
  /** The empty state's own action (null for none); without it the empty state offers the page's actions. */
  emptyAction?: ReactNode
  /** Between the header and the toolbar: the filter's totals, a form opened from the header. */
  panel?: (view: ListScreenView<Search, Query, P>) => ReactNode
  /** After the rows: a second table, a drawer opened from a row. */
  after?: ReactNode
  /** The rows come from a separate service: above the page, the note that it is down and the rows are a saved copy. */
  outageNote?: boolean
  /** One action per row (cancel, reverse): the table's last column and the card's foot. */
  rowAction?: (row: Row<P>) => ReactNode
}

/** A whole list page of a resource: the URL view read through its list, the page fetched, and the list screen over it. */
export function ResourceListScreen<P extends Page<unknown>, Search extends SearchValues, Query>({
  search,
  resource,
  definition,
  actions,
  emptyAction,
  panel,
  outageNote,
  rowAction,
  columns,
  cardActions,
  rowKey = resource.rowId,
  rowName,
  ...screen
}: ResourceListScreenProps<P, Search, Query>) {
  const { texts } = definition
  const title = textOf(texts.title)
  const noun: [string, string] = [textOf(texts.noun[0]), textOf(texts.noun[1])]
  const state = useListSearch(definition, search)
  const fetchedList = useQuery(resource.listQuery(state.query))
  const { list, fromCopy } = useOfflineCopy(fetchedList as UseQueryResult<Page<Row<P>>>, {
    key: resource.listQuery(definition.queryOf({})).queryKey,
    text: state.search.search,
    filteredBeyondSearch: isFiltered({ ...state.search, search: undefined }),
  })
  const fetched = list.data as Page<Row<P>> | undefined
  const bulk = useBulk<Row<P>>({
    bulk: definition.bulk,
    query: state.query,
    page: fetched?.data ?? [],
    total: fetched?.pagination.total ?? 0,
    rowKey,
    rowName,
    noun,
    invalidate: resource.keys?.all ?? [resource.listPath],
  })
  const view = { ...state, list: list as UseQueryResult<P> }
  const pathname = useLocation({ select: (location) => location.pathname })
  // A list screen the person may open (the server's list of areas says the same): its saved views.
  const { permissions } = usePermissions()
  // On a screen the role only views, the page's own writes (New, Import) and the rows' actions are left out.
  const changes = useMayChange(pathname)
  const views = permissions.includes(pathname) && <SavedViews list={pathname} state={state} rawEmpty={Object.keys(compactSearch(state.search)).length === 0} />
  const action = !changes ? <span className="muted">{notices.viewOnlyReason}</span> : typeof actions === 'function' ? actions(state.search, view) : actions
  const actionColumn: Column<Row<P>>[] = rowAction && changes ? [{ key: 'actions', header: m.actions(), card: false, render: rowAction }] : []
  const page = (
    <ListScreen<Row<P>>
      {...screen}
      title={title}
      description={textOf(texts.description)}
      searchPlaceholder={textOf(texts.search)}
      noun={noun}
      errorFallback={textOf(texts.failed)}
      state={state}
      filters={definition.filters}
      list={list}
      rowKey={rowKey}
      {...bulk}
      beside={views}
      columns={[...columns, ...actionColumn]}
      cardActions={cardActions ?? (changes ? rowAction : undefined)}
      csv={{ path: resource.listPath, filename: texts.csv }}
      actions={action}
      panel={
        <>
          {fromCopy && (
            <p className="list-note" role="status">
              {m.searchingSavedCopy({ matches: String(fromCopy.matches), saved: String(fromCopy.saved) })}
            </p>
          )}
          <NextStep total={list.data?.pagination.total} />
          <NewRowsButton root={resource.keys?.all} noun={noun} definition={definition} state={state} />
          {panel?.(view)}
        </>
      }
      empty={{
        title: textOf(texts.empty[0]),
        text: textOf(texts.empty[1]),
        action: !changes ? null : emptyAction === undefined ? action : emptyAction,
      }}
    />
  )
  return outageNote ? (
    <>
      <OutageNote query={list} />
      {page}
    </>
  ) : (
    page
  )
}
