import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorText } from '../../lib/api-error'
import { DataFreshness } from '../data-freshness'
import { OfflineState } from '../offline-state'
import { PageHeader } from '../page-header'
import { ErrorState } from '../states'
import { FormSkeleton } from './form-layout'
import * as m from '../../paraglide/m/form'

type RecordLoaderProps<Row> = {
  query: UseQueryResult<Row>
  /** What the record is, for the states: 'product variant'. */
  what: string
  children: (row: Row) => ReactNode
}

/**
 * An edit screen's record: offline with no saved copy, loading, failed with a retry, or the form. The form starts from the
 * record as the server has it now, not a cached copy (unless offline or the refetch fails).
 */
function RecordLoader<Row>({ query, what, children }: RecordLoaderProps<Row>) {
  const refreshing = query.isFetching && !query.isFetchedAfterMount
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineState what={m.thisRecord({ what })} />
  if (query.isPending || refreshing) return <FormSkeleton label={m.loadingRecord({ what })} />
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={m.openFailed({ what })}
        text={errorText(query.error, m.fetchFailed({ what }))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return children(query.data as Row)
}

type RecordScreenProps<Row> = RecordLoaderProps<Row> & {
  /** The heading and the line under it, for the record once it is here (`row`) and while it loads. */
  heading: (row: Row | undefined) => { title: string; description: string }
  actions?: (row: Row) => ReactNode
  /** False leaves out how fresh the record is (a tour, whose page says what it is doing now). */
  freshness?: boolean
}

/** A whole edit page: its header (with how fresh the record is) over the record's form. */
export function RecordScreen<Row>({ heading, actions, freshness = true, ...loader }: RecordScreenProps<Row>) {
  const { query } = loader
  const { title, description } = heading(query.data)
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        meta={freshness ? <DataFreshness updatedAt={query.dataUpdatedAt} fetching={query.isFetching} /> : undefined}
        actions={query.data === undefined ? undefined : actions?.(query.data)}
      />
      <RecordLoader {...loader} />
    </>
  )
}
