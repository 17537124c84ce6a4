import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { RecordEvent } from '../contract/events'
import { historyRecordTypes, type HistoryRecordType } from '../contract/history'
import { countNewRow, isListOpen } from './new-rows'

/**
 * Which cached queries a changed record touches (docs/history.md#live-updates), as each area declares them with its
 * record types (src/contract/<area>/area.ts), by the key roots of the resources that show it (each area's
 * `defineResource({ key })` or its own keys; tests/unit/live-updates.test.ts checks they match). `resources` follow the
 * resource kit's keys ([...root, 'list', query], [...root, 'detail', id]); `others` are refetched whole (balances, a
 * wallet's figures).
 */
export const liveKeys = Object.fromEntries(Object.entries(historyRecordTypes).map(([type, { live }]) => [type, live])) as Record<
  HistoryRecordType,
  (typeof historyRecordTypes)[HistoryRecordType]['live']
>

/** The Jobs screen's key root (src/features/jobs/api.ts): a 'job' event reads its list and that job again. */
export const jobsKey = ['jobs'] as const

/** A job changed state or progress (docs/areas/jobs.md): /jobs, where it is open, shows it without a reload. */
export function applyJobChange(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: [...jobsKey, 'list'] })
  void queryClient.invalidateQueries({ queryKey: [...jobsKey, 'detail', id] })
}

/** The dashboard's figures: refetched on any change, at most once per this long. */
const dashboardKey = ['dashboard']
export const dashboardEveryMs = 5000

/**
 * Applies one change to the cache: the record's detail, its history and the lists that show it are refetched in the
 * background (what is on screen stays until the answer replaces it; an open form keeps its edits, and its save meets
 * the newer version through the 409 merge). A record someone else created, while a list of it is open, is counted
 * there ("N new", src/lib/new-rows.ts) instead, so the rows being read do not move; a list that polls its own count
 * (src/ui/list/use-new-rows.ts: the complaints desk) has that count refetched. `me` is the stream's person.
 */
export function applyChange(queryClient: QueryClient, event: RecordEvent, me?: string): void {
  const touches = liveKeys[event.type]
  const invalidate = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey })
  for (const root of touches.resources) {
    invalidate([...root, 'detail', event.id])
    const created = event.action === 'created'
    if (created && queryClient.getQueryCache().findAll({ queryKey: [...root, 'since'] }).length > 0) invalidate([...root, 'since'])
    else if (created && event.by !== me && isListOpen(root)) countNewRow(root)
    else invalidate([...root, 'list'])
  }
  for (const key of touches.others ?? []) invalidate(key)
  invalidate(['history', event.type, event.id])
  invalidate(['activity'])
}

/** Everything may have changed (the replay window was missed): every query is refetched, the shown ones now. */
export function applyReset(queryClient: QueryClient): void {
  void queryClient.invalidateQueries()
}

/** The dashboard's figures after any change, no more often than `dashboardEveryMs`. */
export function dashboardRefresher(queryClient: QueryClient, now = () => Date.now()): () => void {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    last = now()
    void queryClient.invalidateQueries({ queryKey: dashboardKey })
  }
  return () => {
    if (timer) return
    const wait = last + dashboardEveryMs - now()
    if (wait <= 0) run()
    else timer = setTimeout(run, wait)
  }
}
