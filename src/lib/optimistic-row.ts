import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { errorText, type ErrorField } from './api-error'
import { notifyError, notifySuccess } from './toasts'

type ListPage<TRow> = { data: TRow[] }

type Answer<TRow> = { message: string; data?: TRow }

type Options<TRow, TVars extends { id: string }> = {
  /** Every cached page under this key is patched, whatever its filters. */
  listKey: QueryKey
  rowId: (row: TRow) => string
  mutationFn: (vars: TVars) => Promise<Answer<TRow>>
  apply: (row: TRow, vars: TVars) => TRow
  errorFields?: readonly ErrorField[]
  fallback: string
}

/** Changes the row with this id in every cached page under `listKey`, whatever its filters. */
export function patchRows<TRow>(queryClient: QueryClient, listKey: QueryKey, rowId: (row: TRow) => string, id: string, change: (row: TRow) => TRow) {
  queryClient.setQueriesData<ListPage<TRow>>({ queryKey: listKey }, (page) =>
    page && Array.isArray(page.data) ? { ...page, data: page.data.map((row) => (rowId(row) === id ? change(row) : row)) } : page,
  )
}

/**
 * A status change (a switch): the row changes at once in every cached list page; the saved row the server answers
 * with replaces it, and a refusal puts the old pages back with the server's message.
 */
export function useSetStatus<TRow, TVars extends { id: string }>({ listKey, rowId, mutationFn, apply, errorFields, fallback }: Options<TRow, TVars>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const snapshots = queryClient.getQueriesData<ListPage<TRow>>({ queryKey: listKey })
      patchRows(queryClient, listKey, rowId, vars.id, (row) => apply(row, vars))
      return { snapshots }
    },
    onError: (error, _vars, context) => {
      for (const [key, page] of context?.snapshots ?? []) queryClient.setQueryData(key, page)
      notifyError(errorText(error, errorFields, fallback))
      return queryClient.invalidateQueries({ queryKey: listKey })
    },
    onSuccess: (answer, vars) => {
      notifySuccess(answer.message)
      const saved = answer.data
      if (saved === undefined) return queryClient.invalidateQueries({ queryKey: listKey })
      patchRows(queryClient, listKey, rowId, vars.id, () => saved)
      // The row stays where it is on screen; other pages and filters refetch when next shown.
      return queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' })
    },
  })
}
