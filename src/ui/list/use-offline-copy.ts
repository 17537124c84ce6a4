import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import type { Pagination } from '../../contract/common'
import { useOnline } from '../../lib/connectivity'

type Page<T> = { data: T[]; pagination: Pagination }

/** The words of a search, each of which a row must contain somewhere in its text (as the server's search does). */
const wordsOf = (text: string) => text.toLocaleLowerCase().split(/\s+/).filter(Boolean)

/** A row's searchable text: its strings and numbers, one level deep and in lists (an employee's region names). */
function textOf(row: unknown): string {
  if (row === null || typeof row !== 'object') return ''
  const parts: string[] = []
  for (const value of Object.values(row)) {
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value))
    else if (Array.isArray(value)) for (const item of value) parts.push(typeof item === 'object' ? textOf(item) : String(item))
  }
  return parts.join(' ').toLocaleLowerCase()
}

/** The saved rows matching every word of `text`, as one page. */
export function searchSavedRows<T>(saved: Page<T>, text: string): Page<T> {
  const words = wordsOf(text)
  const rows = saved.data.filter((row) => {
    const haystack = textOf(row)
    return words.every((word) => haystack.includes(word))
  })
  return { data: rows, pagination: { ...saved.pagination, page: 1, page_size: Math.max(rows.length, 1), total: rows.length, total_capped: false } }
}

/**
 * Offline, a search the device never fetched is answered from the list's saved first view ('Save for offline'): its
 * rows filtered in the browser. Only a plain search is answered so; a filter the rows cannot show stays as it was.
 */
export function useOfflineCopy<T>(list: UseQueryResult<Page<T>>, saved: { key: QueryKey; text: string | undefined; filteredBeyondSearch: boolean }) {
  const online = useOnline()
  // Read, not observed: a second observer of the list's own key would share its fetches. Offline the copy does not change.
  const copy = useQueryClient().getQueryData<Page<T>>(saved.key)
  const fetchedHere = list.data !== undefined && !list.isPlaceholderData
  if (online || fetchedHere || !copy || !saved.text || saved.filteredBeyondSearch) return { list, fromCopy: null }
  const page = searchSavedRows(copy, saved.text)
  const shown = { ...list, data: page, isPending: false, isPlaceholderData: false, isError: false, status: 'success' } as UseQueryResult<Page<T>>
  return { list: shown, fromCopy: { matches: page.pagination.total, saved: copy.data.length } }
}
