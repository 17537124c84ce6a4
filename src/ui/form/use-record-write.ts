import { useQueryClient } from '@tanstack/react-query'
import { createElement, useState } from 'react'
import type * as v from 'valibot'
import { errorText, type ErrorField } from '../../lib/api-error'
import { notifyError, notifySuccess, notifyUndoable } from '../../lib/toasts'
import { ConfirmDialog, type Confirmation } from '../confirm-dialog'
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

type Write<Row> = () => Promise<Saved<Row>>

/**
 * How a one-tap change guards against a mis-tap (issue 18, item 14): `undo` writes it back on the record as saved (its
 * new version), offered in the success toast; `confirm` asks first, for a change that cannot be undone.
 */
export type WriteGuard<Row> = { undo: (saved: Row | undefined) => Promise<Saved<Row>> } | { confirm: Confirmation }

/**
 * One-click writes on a record outside a form (a ticket's status or assignee): the saved record goes into the cache as
 * a form's does; a stale write (409) brings the record as it is now, so the user sees what changed and can act again.
 * `pending` names the write under way; the answer's message or the failure shows as a toast. Render `dialog` for the
 * confirmations.
 */
export function useRecordWrite<Row>({ cache, staleSchema, errorFields, fallback }: RecordWriteOptions<Row>) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<string | null>(null)
  const [asking, setAsking] = useState<{ ask: Confirmation; answer: (go: boolean) => void } | null>(null)
  async function send(name: string, write: Write<Row>, guard?: WriteGuard<Row>): Promise<boolean> {
    setPending(name)
    try {
      const answer = await write()
      keepSaved(queryClient, cache, answer.data)
      if (guard && 'undo' in guard) notifyUndoable(answer.message, () => void send(name, () => guard.undo(answer.data)))
      else notifySuccess(answer.message)
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
  function run(name: string, write: Write<Row>, guard?: WriteGuard<Row>): Promise<boolean> {
    if (!guard || !('confirm' in guard)) return send(name, write, guard)
    return new Promise((resolve) => {
      const settle = (go: boolean) => {
        setAsking(null)
        resolve(go ? send(name, write) : false)
      }
      setAsking({ ask: guard.confirm, answer: settle })
    })
  }
  const dialog = createElement(ConfirmDialog, { ask: asking?.ask ?? null, onConfirm: () => asking?.answer(true), onCancel: () => asking?.answer(false) })
  return { run, pending, dialog }
}
