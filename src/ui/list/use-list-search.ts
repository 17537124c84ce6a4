import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import * as v from 'valibot'
import type { ListDefinition } from './define-list'
import { clearedFilters, compactSearch, DEFAULT_PAGE_SIZE, isFiltered, type PageSize, type SearchValues } from './list-search'

export type ListState<Search, Query> = {
  search: Search
  query: Query
  ordering: string
  filtered: boolean
  /** Filters, back to page 1. */
  setFilters: (patch: SearchValues) => void
  setSearchText: (text: string) => void
  setOrdering: (ordering: string | undefined) => void
  setPage: (page: number) => void
  setPageSize: (size: PageSize) => void
  clearFilters: () => void
  /** The columns to leave out (src/ui/list/column-chooser.tsx); the page and the history entry stay. */
  setHidden: (keys: readonly string[]) => void
  /** Replaces the whole view (a saved view): its search, filters and sort, from page 1; `replace` keeps Back as it was. */
  setView: (view: SearchValues, replace?: boolean) => void
}

/**
 * The list's view in the URL: the route's search (`Route.useSearch()`, src/ui/route-loaders.ts) read through the list's schema. Back rule, the same in every list: a filter, sort, page or
 * page-size change pushes a history entry (Back undoes it); typing in the search box replaces it (Back skips keystrokes).
 */
export function useListSearch<Search extends SearchValues, Query>(
  list: ListDefinition<Search, Query>,
  raw: Readonly<Record<string, unknown>>,
): ListState<Search, Query> {
  const search = useMemo(() => v.parse(list.search, raw), [list, raw])
  const navigate = useNavigate()
  const go = useCallback(
    (patch: SearchValues, replace: boolean) =>
      void navigate({ to: '.', search: ((prev: SearchValues) => compactSearch({ ...prev, ...patch })) as never, replace }),
    [navigate],
  )
  const setSearchText = useCallback((text: string) => go({ search: text || undefined, page: undefined }, true), [go])
  return {
    search,
    query: list.toQuery(search),
    ordering: search.ordering ?? list.defaultOrdering,
    filtered: isFiltered(search),
    setFilters: (patch) => go({ ...patch, page: undefined }, false),
    setSearchText,
    setOrdering: (ordering) => go({ ordering, page: undefined }, false),
    setPage: (page) => go({ page: page === 1 ? undefined : page }, false),
    setPageSize: (size) => go({ page_size: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined }, false),
    clearFilters: () => go(clearedFilters(search), false),
    setHidden: (keys) => go({ hide: keys.length ? [...keys].sort().join(',') : undefined }, true),
    setView: (view, replace = false) => void navigate({ to: '.', search: compactSearch({ ...view, page: undefined }) as never, replace }),
  }
}
