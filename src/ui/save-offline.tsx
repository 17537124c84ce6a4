import { skipToken, useQueries, useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useOnline } from '../lib/connectivity'
import { formatAge, formatBytes } from '../lib/format'
import { saveOfflineCopyNow } from '../lib/query-client'
import { notifyError, notifySuccess } from '../lib/toasts'
import { Button } from './button'
import './styles/map-sketch.css'

export type OfflineStep = { label: string; key: QueryKey; fetch: (queryClient: QueryClient) => Promise<unknown> }

/** One part of the offline copy: a query (its `queryOptions`) fetched fresh. */
export const offlineStep = (label: string, query: { queryKey: QueryKey }): OfflineStep => ({
  label,
  key: query.queryKey,
  fetch: (queryClient) => queryClient.fetchQuery({ ...(query as FetchQueryOptions), staleTime: 0 }),
})

const sizeOf = (data: unknown[]) => new TextEncoder().encode(JSON.stringify(data)).length

/**
 * 'Save for offline' in one step: fetches every query fresh, one after the other with its progress, writes the offline
 * copy at once and says its size; afterwards it says how old the saved copy is (the oldest of its parts).
 */
export function SaveOffline({ steps, what }: { steps: OfflineStep[]; what: string }) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const [progress, setProgress] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const cached = useQueries({ queries: steps.map((step) => ({ queryKey: step.key, queryFn: skipToken })) })
  const saved = cached.every((query) => query.data !== undefined)
  const savedAt = Math.min(...cached.map((query) => query.dataUpdatedAt))
  const bytes = saved ? sizeOf(cached.map((query) => query.data)) : 0
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])

  async function save() {
    try {
      for (const [index, step] of steps.entries()) {
        setProgress(index)
        await step.fetch(queryClient)
      }
      setProgress(steps.length)
      await saveOfflineCopyNow(queryClient)
      setNow(Date.now())
      notifySuccess(`Saved ${what} for offline use`)
    } catch {
      notifyError(`Could not save ${what} for offline use. Check your connection and try again.`)
    } finally {
      setProgress(null)
    }
  }

  const busy = progress !== null
  const current = busy ? steps[Math.min(progress, steps.length - 1)] : undefined
  return (
    <div className="save-offline" role="group" aria-label="Offline copy">
      <Button
        variant="secondary"
        onClick={() => void save()}
        loading={busy}
        disabled={!online}
        title={online ? undefined : 'You are offline: saving needs a connection'}
      >
        Save for offline
      </Button>
      <p className="field-hint" aria-live="polite">
        {busy && current
          ? `Saving ${current.label} (${Math.min(progress + 1, steps.length)} of ${steps.length})…`
          : saved
            ? `Saved for offline ${formatAge(savedAt, Math.max(now, savedAt))} · ${formatBytes(bytes)}`
            : online
              ? 'Not saved for offline yet'
              : 'Not saved for offline: saving needs a connection'}
      </p>
    </div>
  )
}
