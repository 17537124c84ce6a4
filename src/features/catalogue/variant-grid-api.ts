import { queryOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { VariantListQuery } from '../../contract/catalogue-lists'
import { gridResponse, gridSaveResponse, variantGridPaths } from '../../contract/variant-grid'
import type { GridChange } from '../../contract/variant-grid'
import { apiRequest } from '../../lib/http'
import type { Query } from '../../lib/http'
import { variantList } from './variant-list'

// The variants' price and stock grid (docs/areas/catalogue.md#price-and-stock-grid).

/** The list's filter, search and sort from the URL, without its paging: the grid loads every matching row. */
export const gridQueryOf = (raw: unknown): VariantListQuery => {
  const { page: _page, page_size: _size, ...query } = variantList.queryOf(raw)
  return query
}

/**
 * The grid's rows. Its own key (not the variants'): a live change elsewhere does not reload the grid under someone's
 * edits; the versions it loaded stay, and the save answers a row changed meanwhile as a conflict.
 */
export const variantGridQuery = (query: VariantListQuery) =>
  queryOptions({
    queryKey: ['catalogue', 'variant-grid', query],
    queryFn: ({ signal }) => apiRequest(variantGridPaths.read, { query: query as Query, schema: gridResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    meta: { errorToast: false },
  })

/** The route's loader: starts the fetch with the navigation, never waits for it. */
export const variantGridLoader = ({ context, deps }: { context: { queryClient: QueryClient }; deps: unknown }) =>
  void context.queryClient.prefetchQuery(variantGridQuery(gridQueryOf(deps)))

/** One save of the changed rows, answered per row; the key makes a retry of the same save answer once. */
export const saveVariantGrid = (rows: GridChange[], idempotencyKey: string) =>
  apiRequest(variantGridPaths.save, { method: 'PATCH', body: { rows }, headers: { 'Idempotency-Key': idempotencyKey }, schema: gridSaveResponse })
