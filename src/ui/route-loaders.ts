import type { QueryClient } from '@tanstack/react-query'

import type { FetchQueryOptions } from '@tanstack/react-query'

// Any data and key: query options are invariant in them, and every resource has its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Prefetchable = FetchQueryOptions<any, any, any, any>
type LoaderContext = { context: { queryClient: QueryClient } }

type Plain = string | number | boolean

/** What a list route's search holds; its screen reads it (`useSearch({ from })`) and hands it to the list kit. */
export type ListRouteSearch = Record<string, Plain | undefined>

const isPlain = (entry: [string, unknown]): entry is [string, Plain] => ['string', 'number', 'boolean'].includes(typeof entry[1])

/**
 * The search every list route declares: its params as plain values (a string, number or flag; anything else, such as a
 * hand-edited `?page={}`, is dropped), so no URL breaks the page. Each list's own schema (its page, page size, sorts
 * and filters, src/ui/list/define-list.ts) reads this in the route's loader and its screen: that schema travels with the
 * code-split screen. This one is in the first download (every route's search is), so it is a plain function: a
 * valibot record of unions cost /login about 90 bytes.
 */
const listSearch = (search: Record<string, unknown>): ListRouteSearch => Object.fromEntries(Object.entries(search).filter(isPlain))

/** A list route's typed search, and its loader's deps: the whole search (the list's schema picks from it). */
export const listRouteSearch = {
  validateSearch: listSearch,
  loaderDeps: ({ search }: { search: ListRouteSearch }) => search,
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
