import * as v from 'valibot'

export const PAGE_SIZES = [20, 50, 100] as const

/**
 * URL search params shared by every list (DESIGN.md 3). Bad values fall back instead of
 * failing, so an old or hand-edited link still opens the list.
 */
export const listSearchEntries = {
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  page_size: v.fallback(v.optional(v.picklist(PAGE_SIZES)), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  ordering: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^-?[a-z_]+$/))), undefined),
}

export type ListSearch = { page?: number; page_size?: (typeof PAGE_SIZES)[number]; search?: string; ordering?: string }

/** Drops empty values so URLs stay short and equal views share one cache entry. */
export function compactSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '' && value !== null)) as Partial<T>
}
