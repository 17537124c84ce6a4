import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type * as v from 'valibot'
import { errorText, type ErrorField } from '../../lib/api-error'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { staleRecord } from './form-state'
import { keepSaved, type RowCache } from './saved-rows'
import type { Saved } from './use-resource-form'

type RecordWriteOptions<Row> = {
  cache: RowCache<Row>
  /** The 409 answer to a stale write carries the record as it is now. */
  staleSchema?: v.GenericSchema<unknown, { current: Row }>
  errorFields?: readonly ErrorField[]
  fallback: string
}

/**
 * One-click writes on a record outside a form (a ticket's status or assignee): the saved record goes into the cache as
 * a form's does; a stale write (409) brings the record as it is now, so the user sees what changed and can act again.
 * `pending` names the write under way; the answer's message or the failure shows as a toast.
 */
export function useRecordWrite<Row>({ cache, staleSchema, errorFields, fallback }: RecordWriteOptions<Row>) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<string | null>(null)
  async function run(name: string, write: () => Promise<Saved<Row>>): Promise<boolean> {
    setPending(name)
    try {
      const answer = await write()
      keepSaved(queryClient, cache, answer.data)
      notifySuccess(answer.message)
      return true
    } catch (error) {
      const current = staleSchema ? staleRecord(error, staleSchema) : null
      if (current) keepSaved(queryClient, cache, current)
      notifyError(errorText(error, errorFields, fallback))
      return false
    } finally {
      setPending(null)
    }
  }
  return { run, pending }
}
