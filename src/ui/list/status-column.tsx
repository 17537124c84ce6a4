import type { QueryKey } from '@tanstack/react-query'
import * as m from '../../paraglide/m/kit'
import type { ErrorField } from '../../lib/api-error'
import { useSetStatus } from '../../lib/optimistic-row'
import { StatusSwitch } from '../status-switch'
import type { Column } from './data-table'

type StatusColumnSpec<T> = {
  /** The resource's keys (`defineResource`): the row flips at once in every cached page of its lists. */
  keys: { lists: () => QueryKey }
  rowId: (row: T) => string
  /** Names the row in the switch's label: "Deactivate KESAR10". */
  name: (row: T) => string
  isActive: (row: T) => boolean
  /** The row as it shows until the server answers. */
  setStatus: (row: T, active: boolean) => T
  /** The status call; its answer carries the row as saved. */
  send: (row: T, active: boolean) => Promise<{ message: string; data?: T }>
  errorFields?: readonly ErrorField[]
  /** What the error toast says when the server gives no text. */
  fallback: string
  /** The switch's verbs, on then off: ['Publish', 'Unpublish']; 'Activate' and 'Deactivate' when absent. */
  verbs?: readonly [string, string]
  /** The state in words beside the switch, on then off: ['Published', 'Unpublished']. */
  states?: readonly [string, string]
}

/** The switch of a row whose `status` is 'active' or 'inactive' (templates, variants). */
export const activeStatus = {
  isActive: (row: { status: string }) => row.status === 'active',
  setStatus: <T extends { status: string }>(row: T, active: boolean): T => ({ ...row, status: active ? 'active' : 'inactive' }),
}

type Change<T> = { id: string; row: T; active: boolean }

/**
 * The status switch of a list (the status toggles of docs/app.md#lists) as a column: it flips at once, takes the row the server saved,
 * and rolls back with the server's message on a refusal. On phones it sits in the card footer (pass `render` as cardActions).
 */
export function useStatusColumn<T>({
  keys,
  rowId,
  name,
  isActive,
  setStatus,
  send,
  errorFields,
  fallback,
  verbs = [m.activate(), m.deactivate()],
  states,
}: StatusColumnSpec<T>): Column<T> {
  const change = useSetStatus<T, Change<T>>({
    listKey: keys.lists(),
    rowId,
    mutationFn: ({ row, active }) => send(row, active),
    apply: (row, vars) => setStatus(row, vars.active),
    errorFields,
    fallback,
    // One tap changes live data: the toast offers Undo, sent on the row as saved.
    undo: ({ id, row, active }, saved) => ({ id, row: saved ?? row, active: !active }),
  })
  return {
    key: 'status',
    header: m.status(),
    card: false,
    render: (row) => (
      <StatusSwitch
        checked={isActive(row)}
        states={states}
        label={m.switchLabel({ verb: isActive(row) ? verbs[1] : verbs[0], name: name(row) })}
        onChange={(active) => change.mutate({ id: rowId(row), row, active })}
      />
    ),
  }
}
