import { useCallback, useMemo, useState } from 'react'
import type { GridColumn, GridEdits } from './grid-types'

/** One cell's new text (from the editor, a paste or Delete). */
export type CellChange = { id: string; key: string; text: string }

/**
 * The grid's changes over its rows: typed text per changed cell (a cell typed back to its stored value is no change),
 * each cell's message from its column's check, and the count of changed cells and of cells with a problem.
 */
export function useGridEdits<Row>(rows: readonly Row[], columns: readonly GridColumn<Row>[], rowId: (row: Row) => string) {
  const [edits, setEdits] = useState<GridEdits>({})
  const byId = useMemo(() => new Map(rows.map((row) => [rowId(row), row])), [rows, rowId])
  const columnOf = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns])

  const change = useCallback(
    (changes: readonly CellChange[]) =>
      setEdits((previous) => {
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
        return next
      }),
    [byId, columnOf],
  )

  /** Drops the changes of these rows (all when none are named). */
  const discard = useCallback(
    (ids?: readonly string[]) => setEdits((previous) => (ids ? Object.fromEntries(Object.entries(previous).filter(([id]) => !ids.includes(id))) : {})),
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
  return { edits, change, discard, problems, changed: count(edits), invalid: count(problems) }
}

export type GridEditState = ReturnType<typeof useGridEdits>
