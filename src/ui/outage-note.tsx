import type { UseQueryResult } from '@tanstack/react-query'
import * as m from '../paraglide/m/kit'
import { inLocale } from '../contract/i18n/formats'
import { ApiError } from '../lib/api-error'

const savedAt = inLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }))

/**
 * A screen whose data comes from a separate service that is down (the API answered 503): the service's own words
 * ("Ads are unavailable right now.") and, when the screen still has a saved copy, that it shows it and from when.
 * With no saved copy the screen's error state says the same.
 */
export function OutageNote({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'data' | 'dataUpdatedAt'> }) {
  if (!query.isError || !(query.error instanceof ApiError) || query.error.status !== 503 || query.data === undefined) return null
  return (
    <p className="list-note" role="status">
      {query.dataUpdatedAt
        ? m.showingSavedCopyFrom({ message: query.error.message, time: savedAt().format(query.dataUpdatedAt) })
        : m.showingSavedCopy({ message: query.error.message })}
    </p>
  )
}
