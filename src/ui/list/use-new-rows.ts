import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, useState } from 'react'

type NewRowsSpec = {
  /** The resource's key root: the lists under it are refetched when the user asks to see the new rows. */
  key: QueryKey
  /** The newest row's creation time as the server has it (null when there are none). */
  newest: (signal: AbortSignal) => Promise<string | null>
  /** How many rows were created after `since`. */
  countSince: (since: string, signal: AbortSignal) => Promise<number>
  intervalMs?: number
}

/**
 * Rows that arrived since the list was opened, counted by polling while the tab is visible (TanStack Query pauses an
 * interval in a hidden tab) and online. `show` refetches the lists and starts counting again from then.
 */
export function useNewRows({ key, newest, countSince, intervalMs = 15_000 }: NewRowsSpec) {
  const queryClient = useQueryClient()
  const [epoch, setEpoch] = useState(() => Date.now())
  const baseline = useQuery({
    queryKey: [...key, 'newest', epoch],
    queryFn: ({ signal }) => newest(signal),
    staleTime: Infinity,
    gcTime: 0,
    meta: { errorToast: false, persist: false },
  })
  const since = baseline.data ?? null
  const count = useQuery({
    queryKey: [...key, 'since', since],
    queryFn: ({ signal }) => countSince(since ?? '', signal),
    enabled: since !== null,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    gcTime: 0,
    meta: { errorToast: false, persist: false },
  })
  const show = useCallback(() => {
    setEpoch(Date.now())
    void queryClient.invalidateQueries({ queryKey: [...key, 'list'] })
  }, [key, queryClient])
  return { count: count.data ?? 0, show }
}
