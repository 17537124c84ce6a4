import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { bulkPath, bulkResponse, type BulkResult } from '../../contract/bulk'
import * as m from '../../paraglide/m/kit'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { downloadFile } from '../../lib/download'
import { formatCount } from '../../lib/format'
import { apiRequest } from '../../lib/http'
import { notices } from '../../lib/messages'
import { notifyError, notifySuccess, notifyUndoable } from '../../lib/toasts'
import { Button } from '../button'
import { ConfirmDialog, type Confirmation } from '../confirm-dialog'
import { canOpen } from '../../contract/permissions'
import { mayChange, usePermissions } from '../../lib/permissions-store'
import { useLocation } from '@tanstack/react-router'
import { BulkChoiceField } from './bulk-choice'
import type { BulkAction, BulkActions } from './define-list'
import { textOf } from '../../lib/text'
import type { Selection } from './selection'
import './bulk.css'

type BulkBarProps<T> = {
  bulk: BulkActions
  selection: Selection<T>
  /** Every row the filter matches (for "all 240 matching"), and the page on screen. */
  total: number
  page: readonly T[]
  /** The list's query: the filter an "all matching" action sends. */
  query: unknown
  noun: readonly [string, string]
  /** Names a failed row ("KESAR10") where it was chosen on screen. */
  name?: (row: T) => string
  /** Refetched once the action is done: the resource's lists and records. */
  invalidate: QueryKey
}

type Pending = { spec: BulkAction; count: number; key: string; body: object; chosen: string | null }

const counted = (count: number, [one, many]: readonly [string, string]) => m.counted({ shown: formatCount(count), noun: count === 1 ? one : many })

/**
 * What to do with the chosen rows: the count, "Select all N matching", the list's actions and the export. Each action
 * asks first with the count in words ("Deactivate 50 promo codes?"), then runs in one request with its own
 * Idempotency-Key (a retry after a dropped answer gets the same result), shows progress, and lists the rows that
 * failed. On phones it is a bar at the bottom of the screen.
 */
export function BulkBar<T>({ bulk, selection, total, page, query, noun, name, invalidate }: BulkBarProps<T>) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<Pending | null>(null)
  const [running, setRunning] = useState<Pending | null>(null)
  const [failed, setFailed] = useState<{ name: string; message: string }[]>([])
  const [exporting, setExporting] = useState(false)
  const granted = usePermissions()
  const pathname = useLocation({ select: (location) => location.pathname })
  // Only what the role may change (docs/accounts.md#permissions); the export of the chosen rows is a read and stays.
  const actions = bulk.actions.filter((action) =>
    action.area === undefined ? mayChange(granted, pathname) : canOpen(granted.permissions, action.area) && mayChange(granted, action.area),
  )
  const count = selection.count(total)
  if (count === 0 && !selection.mode && failed.length === 0) return null
  const body = () => (selection.all ? { filter: query } : { ids: [...selection.rows.keys()] })
  const ask = (spec: BulkAction) => setPending({ spec, count, key: crypto.randomUUID(), body: body(), chosen: null })
  const question: Confirmation | null = pending && {
    title: (pending.spec.choose ? m.bulkAskOf : m.bulkAsk)({ action: textOf(pending.spec.label), things: counted(pending.count, noun) }),
    text: pending.count === 1 ? m.bulkOneChanges({ noun: noun[0] }) : m.bulkAllChange({ things: counted(pending.count, noun) }),
    action: textOf(pending.spec.label),
    keep: pending.spec.keep === undefined ? undefined : textOf(pending.spec.keep),
  }
  async function run(job: Pending) {
    const { spec } = job
    setPending(null)
    setRunning(job)
    setFailed([])
    try {
      const result: BulkResult = await apiRequest(bulkPath(bulk.list, spec.action), {
        method: 'POST',
        body: spec.choose ? { ...job.body, [spec.choose.field]: job.chosen } : job.body,
        headers: { 'Idempotency-Key': job.key },
        schema: bulkResponse,
      })
      const names = new Map([...selection.rows].map(([id, row]) => [id, name?.(row) ?? id]))
      setFailed(result.failed.map((row) => ({ name: names.get(row.id) ?? row.id, message: row.message })))
      const { undo } = result
      // Like a one-tap change, a bulk status change offers Undo: the rows it changed, back, unless changed since.
      if (result.done > 0 && undo)
        notifyUndoable(result.message, () => void send(undo.action, { ids: Object.keys(undo.versions), versions: undo.versions }, names))
      else if (result.done > 0) notifySuccess(result.message)
      else notifyError(result.message)
      selection.clear()
    } catch (error) {
      notifyError(errorText(error, m.bulkFailed({ action: textOf(spec.label).toLowerCase(), things: noun[1] })))
    } finally {
      setRunning(null)
      void queryClient.invalidateQueries({ queryKey: invalidate })
    }
  }
  /** The Undo of a bulk change: the reverse action on the rows it changed, with their versions, under its own key. */
  async function send(action: string, body: object, names: ReadonlyMap<string, string>) {
    try {
      const result = await apiRequest(bulkPath(bulk.list, action), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        schema: bulkResponse,
      })
      setFailed(result.failed.map((row) => ({ name: names.get(row.id) ?? row.id, message: row.message })))
      if (result.done > 0) notifySuccess(result.message)
      else notifyError(result.message)
    } catch (error) {
      notifyError(errorText(error, m.undoFailed()))
    } finally {
      void queryClient.invalidateQueries({ queryKey: invalidate })
    }
  }
  async function exportChosen() {
    setExporting(true)
    try {
      await downloadFile(bulkPath(bulk.list, 'export'), {}, `${bulk.list}-selected.csv`, body())
    } catch (error) {
      notifyError(errorText(error, m.exportFailed()))
    } finally {
      setExporting(false)
    }
  }
  const pageChosen = page.length > 0 && selection.pageState(page) === 'all'
  const offline = online ? undefined : notices.offlineReason
  return (
    <div className="bulk-bar" role="region" aria-label={m.selectedThings({ things: noun[1] })} data-mode={selection.mode || undefined}>
      {running ? (
        <div className="bulk-progress">
          <p role="status">
            {m.bulkDoing({
              doing: textOf(running.spec.doing),
              things: counted(running.count, noun),
            })}
          </p>
          <div
            className="list-progress"
            role="progressbar"
            aria-label={m.bulkProgress({ action: textOf(running.spec.label), things: counted(running.count, noun) })}
          />
        </div>
      ) : (
        <>
          <p className="bulk-count" aria-live="polite">
            {count === 0
              ? m.chooseThings({ things: noun[1] })
              : selection.all
                ? m.allMatching({ things: counted(count, noun) })
                : m.selectedCount({ shown: formatCount(count) })}
          </p>
          {selection.mode && !pageChosen && page.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => selection.togglePage(page)}>
              {m.selectAllOnPage({ shown: formatCount(page.length) })}
            </Button>
          )}
          {pageChosen && !selection.all && total > count && (
            <Button variant="ghost" size="sm" onClick={selection.selectAll}>
              {m.selectAllMatching({ shown: formatCount(total) })}
            </Button>
          )}
          <div className="bulk-actions">
            {actions.map((action) => (
              <Button key={action.action} size="sm" variant="secondary" disabled={count === 0 || !online} title={offline} onClick={() => ask(action)}>
                {textOf(action.label)}
              </Button>
            ))}
            <Button size="sm" variant="secondary" disabled={count === 0 || !online} title={offline} loading={exporting} onClick={exportChosen}>
              {m.exportSelected()}
            </Button>
            {count > 0 && (
              <Button size="sm" variant="ghost" onClick={selection.clear}>
                {m.clear()}
              </Button>
            )}
          </div>
        </>
      )}
      {failed.length > 0 && (
        <div className="bulk-failed" role="alert">
          <p>
            {m.notChanged({ shown: formatCount(failed.length) })}
            <Button size="sm" variant="ghost" onClick={() => setFailed([])}>
              {m.dismiss()}
            </Button>
          </p>
          <ul>
            {failed.slice(0, 20).map((row, index) => (
              <li key={index}>
                {row.name}: {row.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        ask={question}
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
        ready={!pending?.spec.choose || pending.chosen !== null}
      >
        {pending?.spec.choose && (
          <BulkChoiceField choice={pending.spec.choose} value={pending.chosen} onChange={(chosen) => setPending({ ...pending, chosen })} />
        )}
      </ConfirmDialog>
    </div>
  )
}
