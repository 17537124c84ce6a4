import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { errorText, type ErrorField } from './api-error'
import { notifyError, notifySuccess, notifyUndoable } from './toasts'

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
  /** The change that puts it back, built on the row as saved (its new version): the success toast then offers Undo. */
  undo?: (vars: TVars, saved: TRow | undefined) => TVars
}

/** Changes sent by an Undo: their toast offers no second Undo. */
const undoing = new WeakSet<object>()

/** Changes the row with this id in every cached page under `listKey`, whatever its filters. */
export function patchRows<TRow>(queryClient: QueryClient, listKey: QueryKey, rowId: (row: TRow) => string, id: string, change: (row: TRow) => TRow) {
  queryClient.setQueriesData<ListPage<TRow>>({ queryKey: listKey }, (page) =>
    page && Array.isArray(page.data) ? { ...page, data: page.data.map((row) => (rowId(row) === id ? change(row) : row)) } : page,
  )
}

/**
 * A status change (a switch): the row changes at once in every cached list page; the saved row the server answers
 * with replaces it, and a refusal puts the old pages back with the server's message. With `undo`, the success toast
 * offers to send the change back for a few seconds.
 */
export function useSetStatus<TRow, TVars extends { id: string }>({ listKey, rowId, mutationFn, apply, errorFields, fallback, undo }: Options<TRow, TVars>) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
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
      const saved = answer.data
      if (undo && !undoing.has(vars)) {
        notifyUndoable(answer.message, () => {
          const back = undo(vars, saved)
          undoing.add(back)
          mutation.mutate(back)
        })
      } else notifySuccess(answer.message)
      if (saved === undefined) return queryClient.invalidateQueries({ queryKey: listKey })
      patchRows(queryClient, listKey, rowId, vars.id, () => saved)
      // The row stays where it is on screen; other pages and filters refetch when next shown.
      return queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' })
    },
  })
  return mutation
}
