import { formatDate } from '../../lib/dates'
import * as m from '../../paraglide/m/kit'
import './cells.css'

type Window = 'live' | 'scheduled' | 'expired'
const tone: Record<Window, string> = { live: 'success', scheduled: 'warning', expired: 'danger' }
const label: Record<Window, () => string> = { live: m.windowLive, scheduled: m.windowScheduled, expired: m.windowExpired }

function windowOf(start: string, end: string, now = Date.now()): Window {
  if (Date.parse(start) > now) return 'scheduled'
  return Date.parse(end) < now ? 'expired' : 'live'
}

/** A period (a promo code's validity, a campaign's run): whether it is live, scheduled or over, and its dates. */
export function DateWindow({ start, end }: { start: string; end: string }) {
  const window = windowOf(start, end)
  return (
    <span className="validity">
      <span className="badge" data-tone={tone[window]}>
        {label[window]()}
      </span>
      <span className="muted">
        {formatDate(start)} – {formatDate(end)}
      </span>
    </span>
  )
}
