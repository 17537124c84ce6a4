import { useEffect, useState } from 'react'
import * as m from '../paraglide/m/kit'
import { inLocale } from '../contract/i18n/formats'
import { useOnline } from '../lib/connectivity'
import { Spinner } from './spinner'
import './styles/freshness.css'

const timeFormat = inLocale((tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }))
const dateTimeFormat = inLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }))

function describeAge(updatedAt: number, now: number): string {
  const minutes = Math.floor((now - updatedAt) / 60_000)
  if (minutes < 1) return m.justNow()
  if (minutes < 60) return m.minAgo({ shown: String(minutes) })
  const sameDay = new Date(updatedAt).toDateString() === new Date(now).toDateString()
  return m.atTime({ time: (sameDay ? timeFormat : dateTimeFormat)().format(updatedAt) })
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
      {!at ? m.loading() : online ? m.updatedAge({ age: describeAge(at, now) }) : m.offlineSavedAge({ age: describeAge(at, now) })}
    </p>
  )
}
