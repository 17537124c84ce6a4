import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import * as m from '../paraglide/m/kit'
import { errorText } from '../lib/api-error'
import { OfflineState } from './offline-state'
import { ErrorState, Skeleton } from './states'

/** A query's states for any screen part: offline with no saved copy, loading, failed with a retry, or its data. */
export function QueryState<Data>({
  query,
  what,
  fallback,
  children,
}: {
  query: UseQueryResult<Data>
  /** What it is, for the states: 'the regions'. */
  what: string
  /** The message of docs/app.md#errors when the answer says nothing. */
  fallback: string
  children: (data: Data) => ReactNode
}) {
  if (query.data !== undefined) return children(query.data)
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineState what={what} />
  if (query.isError) {
    return (
      <ErrorState title={m.couldNotLoad({ what })} text={errorText(query.error, fallback)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    )
  }
  return (
    <div aria-busy="true" aria-label={m.loadingThings({ things: what })}>
      <Skeleton height={220} />
    </div>
  )
}
