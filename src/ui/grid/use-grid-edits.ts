import { useCallback, useMemo, useState } from 'react'
import type { GridColumn, GridEdits } from './grid-types'

type History = { edits: GridEdits; past: GridEdits[]; future: GridEdits[] }
/** How many changes Ctrl+Z can take back. */
const depth = 100

/** One cell's new text (from the editor, a paste or Delete). */
export type CellChange = { id: string; key: string; text: string }

/**
 * The grid's changes over its rows: typed text per changed cell (a cell typed back to its stored value is no change),
 * each cell's message from its column's check, and the count of changed cells and of cells with a problem.
 */
export function useGridEdits<Row>(rows: readonly Row[], columns: readonly GridColumn<Row>[], rowId: (row: Row) => string) {
  // The changes, with the states before (Ctrl+Z) and after (Ctrl+Shift+Z) them; a save or a discard starts over.
  const [history, setHistory] = useState<History>({ edits: {}, past: [], future: [] })
  const edits = history.edits
  const byId = useMemo(() => new Map(rows.map((row) => [rowId(row), row])), [rows, rowId])
  const columnOf = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns])

  const change = useCallback(
    (changes: readonly CellChange[]) =>
      setHistory(({ edits: previous, past }) => {
        const next: GridEdits = { ...previous }
        for (const { id, key, text } of changes) {
          const row = byId.get(id)
          const edit = columnOf.get(key)?.edit
          if (!row || !edit) continue
          const cells = { ...next[id] }
          if (edit.fromText(text) === edit.stored(row)) delete cells[key]
          else cells[key] = text
          if (Object.keys(cells).length) next[id] = cells
          else delete next[id]
        }
        return { edits: next, past: [...past, previous].slice(-depth), future: [] }
      }),
    [byId, columnOf],
  )

  /** Drops the changes of these rows (all when none are named). */
  const discard = useCallback(
    (ids?: readonly string[]) =>
      setHistory(({ edits: previous }) => ({
        edits: ids ? Object.fromEntries(Object.entries(previous).filter(([id]) => !ids.includes(id))) : {},
        past: [],
        future: [],
      })),
    [],
  )

  /** Puts back the grid as it was before its last change (a paste is one change); `redo` takes it again. */
  const undo = useCallback(
    () =>
      setHistory(({ edits: now, past, future }) =>
        past.length ? { edits: past[past.length - 1] ?? {}, past: past.slice(0, -1), future: [now, ...future] } : { edits: now, past, future },
      ),
    [],
  )
  const redo = useCallback(
    () =>
      setHistory(({ edits: now, past, future }) =>
        future.length ? { edits: future[0] ?? {}, past: [...past, now], future: future.slice(1) } : { edits: now, past, future },
      ),
    [],
  )

  const problems = useMemo(() => {
    const found: Record<string, Record<string, string>> = {}
    for (const [id, cells] of Object.entries(edits)) {
      const row = byId.get(id)
      for (const [key, text] of Object.entries(cells)) {
        const edit = columnOf.get(key)?.edit
        const message = row && edit ? edit.check(edit.fromText(text), row) : null
        if (message) (found[id] ??= {})[key] = message
      }
    }
    return found
  }, [edits, byId, columnOf])

  const count = (cells: Record<string, Record<string, string>>) => Object.values(cells).reduce((sum, row) => sum + Object.keys(row).length, 0)
  return { edits, change, discard, undo, redo, problems, changed: count(edits), invalid: count(problems) }
}

export type GridEditState = ReturnType<typeof useGridEdits>
