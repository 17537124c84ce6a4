import { skipToken, useQueries, useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import * as m from '../paraglide/m/kit'
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
    // All at once: on a slow network the round trips, not the bytes, take the time (4 parts at 400 ms latency: 2.4 s one after another, 0.9 s together; tests/bench/employees.ts).
    let done = 0
    setProgress(0)
    const fetched = await Promise.allSettled(steps.map((step) => step.fetch(queryClient).then(() => setProgress((done += 1)))))
    const failed = steps.filter((_, index) => fetched[index]?.status === 'rejected').map((step) => step.label)
    try {
      // What did arrive is kept either way.
      await saveOfflineCopyNow(queryClient)
      setNow(Date.now())
      if (failed.length === 0) notifySuccess(m.savedForOfflineUse({ what }))
      else notifyError(m.partsNotSaved({ parts: failed.reduce((first, second) => m.listAnd({ first, second })) }))
    } catch {
      notifyError(m.storageRefused({ what }))
    } finally {
      setProgress(null)
    }
  }

  const busy = progress !== null
  return (
    <div className="save-offline" role="group" aria-label={m.offlineCopy()}>
      <Button variant="secondary" onClick={() => void save()} loading={busy} disabled={!online} title={online ? undefined : m.offlineSavingNeedsConnection()}>
        {m.saveForOffline()}
      </Button>
      <p className="field-hint" aria-live="polite">
        {busy
          ? m.savingParts({ what, done: String(progress), total: String(steps.length) })
          : saved
            ? m.savedForOfflineAge({ age: formatAge(savedAt, Math.max(now, savedAt)), size: formatBytes(bytes) })
            : online
              ? m.notSavedYet()
              : m.notSavedNeedsConnection()}
      </p>
    </div>
  )
}
