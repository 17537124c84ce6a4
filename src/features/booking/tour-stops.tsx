import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import type { Stop } from '../../contract/booking'
import { useOnline } from '../../lib/connectivity'
import { formatTime } from '../../lib/dates'
import { notices } from '../../lib/messages'
import { useMayChange } from '../../lib/permissions-store'
import * as m from '../../paraglide/m/booking'

const window = (stop: Stop) => [stop.window_start, stop.window_end].map(formatTime).join('–')
const stateLabels = { pending: m.pending, done: m.done, failed: m.failed } as const

/**
 * The stops in order, each with its window and state; pending ones can be marked done or failed with a reason (not on a
 * role that only views the screen: it is told why).
 */
export function TourStops({ stops, busy, onMark }: { stops: Stop[]; busy: boolean; onMark: (stop: Stop, outcome: 'done' | 'failed', reason: string) => void }) {
  const online = useOnline()
  const changes = useMayChange(useLocation({ select: (location) => location.pathname }))
  const [reasons, setReasons] = useState<Record<string, string>>({})
  return (
    <>
      {!changes && <p className="muted">{notices.viewOnlyReason}</p>}
      <ol className="stop-list" aria-label={m.stops()}>
        {stops.map((stop) => {
          const reason = reasons[stop.stop_id] ?? ''
          return (
            <li key={stop.stop_id} data-state={stop.status}>
              <strong>
                {stop.seq}. {stop.address}
              </strong>
              <span className="muted">
                {window(stop)} · {stateLabels[stop.status]()}
                {stop.reason ? ` · ${stop.reason}` : ''}
              </span>
              {changes && stop.status === 'pending' && (
                <div className="stop-actions">
                  <button type="button" className="btn btn-primary tap-target" disabled={!online || busy} onClick={() => onMark(stop, 'done', '')}>
                    {m.markStopDone({ seq: stop.seq })}
                  </button>
                  <input
                    className="input"
                    aria-label={m.reasonStopFailed({ seq: stop.seq })}
                    placeholder={m.reasonPlaceholder()}
                    value={reason}
                    onChange={(event) => setReasons((old) => ({ ...old, [stop.stop_id]: event.target.value }))}
                  />
                  <button
                    type="button"
                    className="btn btn-secondary tap-target"
                    disabled={!online || busy || reason.trim() === ''}
                    onClick={() => onMark(stop, 'failed', reason)}
                  >
                    {m.markFailed()}
                  </button>
                </div>
              )}
            </li>
          )
        })}
      </ol>
    </>
  )
}
