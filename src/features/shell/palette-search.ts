import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { searchBounds, searchPaths, searchResponse } from '../../contract/search'
import { useOnline } from '../../lib/connectivity'
import { apiRequest } from '../../lib/http'

/** How long typing must pause before the palette asks the server. */
const debounceMs = 200

/** The records matching `q` (docs/app.md#command-palette); not kept offline, and no toast: the palette shows its own state. */
const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => apiRequest(searchPaths.search(q), { schema: searchResponse, signal }).then((answer) => answer.data),
    staleTime: 30_000,
    gcTime: 60_000,
    retry: false,
    meta: { errorToast: false, persist: false },
  })

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), debounceMs)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

/**
 * The server's records for the typed text, once typing pauses: a new text leaves the old request without observers, and
 * TanStack Query aborts it (the query function passes its signal on).
 */
export function useRecordSearch(text: string) {
  const online = useOnline()
  const q = useDebounced(text.trim())
  const long = q.length >= searchBounds.minLength
  const query = useQuery({ ...searchQueryOptions(q.slice(0, searchBounds.maxLength)), enabled: online && long })
  const waiting = long && text.trim() !== q
  return { online, long: text.trim().length >= searchBounds.minLength, query, waiting }
}
