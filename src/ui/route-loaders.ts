import type { QueryClient } from '@tanstack/react-query'

import type { FetchQueryOptions } from '@tanstack/react-query'

// Any data and key: query options are invariant in them, and every resource has its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Prefetchable = FetchQueryOptions<any, any, any, any>
type LoaderContext = { context: { queryClient: QueryClient } }

/**
 * A list or add route keeps its search as it is; its loader and screen read it through the list's schema, which then
 * travels with the (code-split) screen instead of in the first download.
 */
export const rawSearch = {
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }: { search: Record<string, unknown> }) => search,
}

// Loaders start the fetch with the navigation and never await it: offline or on a slow network the screen shows what it has.

/** A list route's loader: the page the URL names. */
export const listLoader =
  <Query>(resource: { listQuery: (query: Query) => Prefetchable }, list: { queryOf: (raw: unknown) => Query }) =>
  ({ context, deps }: LoaderContext & { deps: unknown }) =>
    void context.queryClient.prefetchQuery(resource.listQuery(list.queryOf(deps)))

/** An edit route's loader: the record of its `$id`. */
export const recordLoader =
  (resource: { detailQuery: (id: string) => Prefetchable }) =>
  ({ context, params }: LoaderContext & { params: { id: string } }) =>
    void context.queryClient.prefetchQuery(resource.detailQuery(params.id))
