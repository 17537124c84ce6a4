import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { errorText, type ErrorField } from './api-error'
import { notifyError, notifySuccess } from './toasts'

type ListPage<TRow> = { data: TRow[] }

type Options<TRow, TVars extends { id: string }> = {
  /** Every cached page under this key is patched, whatever its filters. */
  listKey: QueryKey
  rowId: (row: TRow) => string
  mutationFn: (vars: TVars) => Promise<{ message: string }>
  apply: (row: TRow, vars: TVars) => TRow
  errorFields?: readonly ErrorField[]
  fallback: string
}

/**
 * Changes a row at once in every cached list page, and puts it back with an error toast
 * if the server refuses (status toggles).
 */
export function useOptimisticRow<TRow, TVars extends { id: string }>({ listKey, rowId, mutationFn, apply, errorFields, fallback }: Options<TRow, TVars>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const snapshots = queryClient.getQueriesData<ListPage<TRow>>({ queryKey: listKey })
      queryClient.setQueriesData<ListPage<TRow>>({ queryKey: listKey }, (page) =>
        page && Array.isArray(page.data) ? { ...page, data: page.data.map((row) => (rowId(row) === vars.id ? apply(row, vars) : row)) } : page,
      )
      return { snapshots }
    },
    onError: (error, _vars, context) => {
      for (const [key, page] of context?.snapshots ?? []) queryClient.setQueryData(key, page)
      notifyError(errorText(error, errorFields, fallback))
    },
    onSuccess: (result) => notifySuccess(result.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  })
}
