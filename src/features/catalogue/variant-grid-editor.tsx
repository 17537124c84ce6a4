import { useQueryClient } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import type { QueryKey } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { GridChange, GridRow, GridSaveResult } from '../../contract/catalogue/variant-grid'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { formatCount } from '../../lib/format'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { EditGrid } from '../../ui/grid/edit-grid'
import { useGridEdits } from '../../ui/grid/use-grid-edits'
import { saveVariantGrid } from './variant-grid-api'
import { variantGridColumns } from './variant-grid-columns'
import { GridConflicts } from './variant-grid-conflicts'
import type { Conflicts } from './variant-grid-conflicts'
import * as m from '../../paraglide/m/catalogue'

type GridData = { data: GridRow[]; more: boolean }
const rowId = (row: GridRow) => row.id
const changedText = (cells: number, rows: number) => m.gridChanged({ cells, rows, cellsShown: formatCount(cells), rowsShown: formatCount(rows) })

/** The changed rows as the save takes them: each with its version and only its changed cells. */
function changesOf(edits: Record<string, Record<string, string>>, rows: ReadonlyMap<string, GridRow>): GridChange[] {
  return Object.entries(edits).flatMap(([id, cells]) => {
    const row = rows.get(id)
    if (!row) return []
    const change: GridChange = { id, updated_at: row.updated_at }
    for (const column of variantGridColumns)
      if (column.edit && cells[column.key] !== undefined) Object.assign(change, { [column.key]: column.edit.fromText(cells[column.key] ?? '') })
    return [change]
  })
}

/**
 * The grid with its changes: a count, Discard and one Save of the changed rows. Rows saved take their new versions;
 * a row someone else changed meanwhile is marked, with their values and a choice; a row the server refused keeps the
 * edits and says why. Offline the grid is read only.
 */
export function VariantGridEditor({ rows, queryKey }: { rows: GridRow[]; queryKey: QueryKey }) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const state = useGridEdits(rows, variantGridColumns, rowId)
  const [saving, setSaving] = useState(false)
  const [conflicts, setConflicts] = useState<Conflicts>({})
  const [failed, setFailed] = useState<Record<string, string>>({})
  const [spoken, setSpoken] = useState('')
  const lastSave = useRef<{ body: string; key: string } | null>(null)
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows])
  const unsaved = useRef(0)
  useEffect(() => {
    unsaved.current = state.changed
  }, [state.changed])
  // Leaving with unsaved cells asks first: inside the app with the dialog below, on reload or close with the browser's.
  const leaving = () => unsaved.current > 0
  const leave = useBlocker({ shouldBlockFn: leaving, enableBeforeUnload: leaving, withResolver: true })

  /** Puts rows into the grid's cached copy (the new versions after a save, theirs after a conflict). */
  const replaceRows = (next: readonly GridRow[]) => {
    const fresh = new Map(next.map((row) => [row.id, row]))
    queryClient.setQueryData<GridData>(queryKey, (old) => (old ? { ...old, data: old.data.map((row) => fresh.get(row.id) ?? row) } : old))
  }

  const settle = (result: GridSaveResult) => {
    replaceRows(result.saved)
    state.discard(result.saved.map(rowId))
    setConflicts(Object.fromEntries(result.conflicts.map(({ id, message, current }) => [id, { message, current }])))
    setFailed(Object.fromEntries(result.failed.map(({ id, message }) => [id, message])))
    setSpoken(result.message)
    if (result.conflicts.length || result.failed.length) notifyError(result.message)
    else notifySuccess(result.message)
    void queryClient.invalidateQueries({ queryKey: ['catalogue', 'variants'] })
    void queryClient.invalidateQueries({ queryKey: ['catalogue', 'inventory'] })
  }

  const save = async () => {
    const rowsToSend = changesOf(state.edits, byId)
    const body = JSON.stringify(rowsToSend)
    // The same changes sent again (after a dropped answer) keep their key, so the server answers them once.
    const key = lastSave.current?.body === body ? lastSave.current.key : crypto.randomUUID()
    lastSave.current = { body, key }
    setSaving(true)
    try {
      settle(await saveVariantGrid(rowsToSend, key))
      lastSave.current = null
    } catch (error) {
      notifyError(errorText(error, m.gridSaveFailed()))
    } finally {
      setSaving(false)
    }
  }

  const resolve = (id: string, keep: boolean) => {
    const conflict = conflicts[id]
    if (!conflict) return
    replaceRows([conflict.current])
    if (!keep) state.discard([id])
    setConflicts(({ [id]: _, ...rest }) => rest)
  }

  const marked = useMemo(() => ({ ...failed, ...Object.fromEntries(Object.keys(conflicts).map((id) => [id, m.gridConflictMark()])) }), [failed, conflicts])
  const blocked = !online ? m.gridOffline() : state.invalid ? m.gridFix({ count: state.invalid, shown: formatCount(state.invalid) }) : ''
  return (
    <div className="variant-grid">
      <div className="variant-grid-bar">
        <p className="variant-grid-count" role="status">
          {state.changed ? changedText(state.changed, Object.keys(state.edits).length) : m.gridNoChanges()}
        </p>
        {blocked && <p className="variant-grid-blocked">{blocked}</p>}
        <div className="variant-grid-actions">
          <Button variant="secondary" disabled={!state.changed || saving} onClick={() => state.discard()}>
            {m.discard()}
          </Button>
          <Button disabled={!state.changed || Boolean(blocked)} loading={saving} onClick={() => void save()}>
            {m.saveChanges()}
          </Button>
        </div>
      </div>
      <GridConflicts conflicts={conflicts} rows={byId} failed={failed} onResolve={resolve} />
      <EditGrid
        label={m.gridLabel()}
        rows={rows}
        columns={variantGridColumns}
        rowId={rowId}
        state={state}
        readOnly={!online || saving}
        marked={marked}
        announce={setSpoken}
      />
      <ConfirmDialog
        ask={leave.status === 'blocked' ? { title: m.gridLeaveTitle(), text: m.gridLeaveText(), action: m.leave(), keep: m.stay() } : null}
        onConfirm={() => leave.proceed?.()}
        onCancel={() => leave.reset?.()}
      />
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
    </div>
  )
}
