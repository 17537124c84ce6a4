import { useEffect, useState } from 'react'
import { useOnline } from '../lib/connectivity'
import { Spinner } from './spinner'
import { lazily } from '../lib/lazily'

const timeFormat = lazily(() => new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' }))
const dateTimeFormat = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }))

function describeAge(updatedAt: number, now: number): string {
  const minutes = Math.floor((now - updatedAt) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const sameDay = new Date(updatedAt).toDateString() === new Date(now).toDateString()
  return `at ${(sameDay ? timeFormat : dateTimeFormat)().format(updatedAt)}`
}

/**
 * "Updated 3 min ago", or when offline, that the screen shows the copy saved at that time (docs/app.md#offline).
 * While another view loads (a new filter has no time of its own yet) the line keeps the last time it showed, with a spinner.
 */
export function DataFreshness({ updatedAt, fetching }: { updatedAt: number; fetching?: boolean }) {
  const online = useOnline()
  const [now, setNow] = useState(() => Date.now())
  const [shown, setShown] = useState(updatedAt)
  if (updatedAt && updatedAt !== shown) setShown(updatedAt)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  const at = updatedAt || shown
  if (!at && !fetching) return null
  return (
    <p className="freshness" data-offline={!online || undefined}>
      {fetching && online ? <Spinner /> : <span className="freshness-dot" aria-hidden="true" />}
      {!at ? 'Loading…' : online ? `Updated ${describeAge(at, now)}` : `Offline · showing data saved ${describeAge(at, now)}`}
    </p>
  )
}
