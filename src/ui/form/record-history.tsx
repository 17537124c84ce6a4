import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { HistoryEntry, HistoryRecordType } from '../../contract/history'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { entryText, formatInstant, relativeTime } from '../../lib/history-entry'
import { HISTORY_PAGE_SIZE, historyKeys, historyPage } from '../../lib/history-queries'
import { Button } from '../button'
import { RefreshIcon } from '../icons'
import { Skeleton } from '../states'
import '../styles/history.css'
import * as m from '../../paraglide/m/form'
import * as shell from '../../paraglide/m/shell'

/** Where a record's "Full history" link lands (the complaint timeline's, on the same page). */
const HISTORY_ANCHOR = 'record-history'

/** A record's own account of events (a ticket's timeline) points to its whole trail of changes below. */
export const FullHistoryLink = () => (
  <a href={`#${HISTORY_ANCHOR}`} className="tap-target history-link">
    {m.fullHistory()}
  </a>
)

type RecordHistoryProps = {
  type: HistoryRecordType
  id: string
  /** The record as shown: when it changes (a save), its history is fetched again. */
  version: unknown
}

/** Refetches the history when the record on screen changes after it first showed (the form saved it). */
function useRefreshOnChange(type: HistoryRecordType, id: string, version: unknown) {
  const queryClient = useQueryClient()
  const first = useRef(version)
  useEffect(() => {
    if (version !== first.current) void queryClient.invalidateQueries({ queryKey: historyKeys.record(type, id) })
  }, [queryClient, type, id, version])
}

/** Entries tick from "now" to "1 min ago" while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** One entry: a step of the timeline on phones, a row of a compact list on wide screens. */
function HistoryItem({ entry, now }: { entry: HistoryEntry; now: number }) {
  return (
    <li className="history-item" data-action={entry.action}>
      <span className="history-text">{entryText(entry)}</span>
      <span className="history-sep" aria-hidden="true">
        {' · '}
      </span>
      <time className="history-time" dateTime={entry.at} title={formatInstant(entry.at)}>
        {relativeTime(entry.at, now)}
      </time>
    </li>
  )
}

/**
 * A record's History section (docs/history.md#on-screen): who changed what, when, from what to what, newest first with "Show older".
 * Loading, empty, failed (Try again) and offline: the saved copy is read like the record's own.
 */
export function RecordHistory({ type, id, version }: RecordHistoryProps) {
  const [pageCount, setPageCount] = useState(1)
  const pages = useQueries({ queries: Array.from({ length: pageCount }, (_, index) => historyPage(type, id, index + 1)) })
  const online = useOnline()
  const now = useNow()
  useRefreshOnChange(type, id, version)
  const first = pages[0]!
  const last = pages.at(-1)!
  const entries = pages.flatMap((page) => page.data?.data ?? [])
  const total = first.data?.pagination.total ?? 0
  const more = last.data !== undefined && pageCount * HISTORY_PAGE_SIZE < total
  return (
    <section className="panel history" id={HISTORY_ANCHOR} aria-labelledby={`${HISTORY_ANCHOR}-title`} aria-busy={first.isPending || undefined}>
      <h2 className="panel-title" id={`${HISTORY_ANCHOR}-title`}>
        {m.history()}
      </h2>
      {first.isPending && first.fetchStatus === 'paused' ? (
        <p className="muted">{m.historyOffline()}</p>
      ) : first.isPending ? (
        <div className="history-loading" role="status" aria-label={m.loadingHistory()}>
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={16} width="60%" />
        </div>
      ) : first.isError && !first.data ? (
        <div className="history-problem" role="alert">
          <p>
            {m.historyFailed()} {errorText(first.error, m.historyFetchFailed())}
          </p>
          <Button variant="secondary" onClick={() => void first.refetch()} loading={first.isFetching}>
            <RefreshIcon size={18} /> {shell.tryAgain()}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="muted">{m.noChanges()}</p>
      ) : (
        <>
          <ol className="history-list" aria-label={m.changesNewestFirst()}>
            {entries.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} now={now} />
            ))}
          </ol>
          {(more || pageCount > 1) && (last.isPending || last.isError || more) && (
            <div className="history-more">
              {last.isError && !last.data ? (
                <>
                  <span role="alert">{m.olderFailed()}</span>
                  <Button variant="secondary" onClick={() => void last.refetch()} loading={last.isFetching}>
                    {shell.tryAgain()}
                  </Button>
                </>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => setPageCount(pageCount + 1)}
                  loading={last.isPending && last.fetchStatus === 'fetching'}
                  disabled={!online}
                >
                  {m.showOlder()}
                </Button>
              )}
              {!online && <span className="muted">{m.olderWhenOnline()}</span>}
            </div>
          )}
        </>
      )}
    </section>
  )
}
