import * as v from 'valibot'

export const PAGE_SIZES = [20, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE = 20

/** A URL param that falls back to "not set" on a bad value, so an old or hand-edited link still opens the list. */
export const loose = <Schema extends v.GenericSchema>(schema: Schema) => v.fallback(v.optional(schema), undefined)

/** URL search params shared by every list (docs/api.md#lists). */
export const listSearchEntries = {
  page: loose(v.pipe(v.number(), v.integer(), v.minValue(1))),
  page_size: loose(v.picklist(PAGE_SIZES)),
  search: loose(v.pipe(v.string(), v.maxLength(100))),
  ordering: loose(v.pipe(v.string(), v.regex(/^-?[a-z_]+$/))),
  /** The columns left out of the table and cards (their keys, comma-separated): a saved view keeps them too. */
  hide: loose(v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z_]+(,[a-z_]+)*$/))),
}

export type ListSearch = { page?: number; page_size?: PageSize; search?: string; ordering?: string; hide?: string }

/** What a list's URL may hold: the shared params and its filters' own. */
export type SearchValues = ListSearch & Record<string, string | number | boolean | undefined>

/** Keys that shape the view without narrowing it. */
const viewKeys = ['page', 'page_size', 'ordering', 'hide']

/** Drops empty values so URLs stay short and equal views share one cache entry. */
export function compactSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '' && value !== null)) as Partial<T>
}

/** True when the view is narrowed by a search or a filter (empty states then offer to clear it). */
export const isFiltered = (search: Record<string, unknown>) =>
  Object.entries(search).some(([key, value]) => !viewKeys.includes(key) && value !== undefined && value !== '')

/** The patch that clears search and filters (and so the page) but keeps sorting and page size. */
export function clearedFilters(search: Record<string, unknown>): Record<string, undefined> {
  return Object.fromEntries(
    Object.keys(search)
      .filter((key) => key !== 'page_size' && key !== 'ordering' && key !== 'hide')
      .map((key) => [key, undefined]),
  )
}
