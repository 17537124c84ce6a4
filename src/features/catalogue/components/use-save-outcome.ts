import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type * as v from 'valibot'
import { ApiError } from '../../../lib/api-error'
import { notifySuccess } from '../../../lib/toasts'
import type { ServerErrorControl } from '../../../ui/form/server-error'
import { staleRecord } from '../../../ui/form/form-state'

type Options<T> = {
  /** The record's detail query, on update. */
  detailKey?: QueryKey
  staleSchema: v.GenericSchema<unknown, { current: T }>
  /** Queries whose data the save changes. */
  touched: QueryKey[]
  listPath: '/products/templates' | '/products/variants'
  serverError: ServerErrorControl
}

/** What happens after a save: the server's message as a toast and back to the list, or the failure kept beside the form. */
export function useSaveOutcome<T>({ detailKey, staleSchema, touched, listPath, serverError }: Options<T>) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  async function saved(message: string) {
    notifySuccess(message)
    for (const queryKey of touched) void queryClient.invalidateQueries({ queryKey })
    await navigate({ to: listPath, ignoreBlocker: true })
  }
  // A 409 carries the record as it is now: it goes into the cache, and the form offers to build on it.
  function failed(error: unknown, input: unknown) {
    if (detailKey && error instanceof ApiError && error.status === 409) {
      const current = staleRecord(error, staleSchema)
      if (current) queryClient.setQueryData(detailKey, current)
      else void queryClient.invalidateQueries({ queryKey: detailKey })
    }
    serverError.setFromError(error, input)
  }
  return { saved, failed }
}
