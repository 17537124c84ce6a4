import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { ClipboardEvent, MouseEvent } from 'react'
import { GridCell } from './grid-cell'
import type { CellPlace, GridColumn } from './grid-types'
import { parseBlock } from './paste'
import type { CellChange, GridEditState } from './use-grid-edits'
import { gridKeyHandler } from './use-grid-keys'
import { textOf } from '../../lib/text'
import './grid.css'

type EditGridProps<Row> = {
  /** The grid's name for assistive technology. */
  label: string
  rows: readonly Row[]
  columns: readonly GridColumn<Row>[]
  rowId: (row: Row) => string
  state: GridEditState
  /** Offline or saving: cells cannot be edited. */
  readOnly: boolean
  /** Rows marked with a note (changed by someone else, could not be saved). */
  marked?: Readonly<Record<string, string>>
  /** Says something to a screen reader (a paste's size). */
  announce: (text: string) => void
}

const rowHeight = 44

/**
 * A spreadsheet of rows (TanStack Table for the row model, TanStack Virtual for the rows on screen, so 5,000 rows
 * cost what 20 do): one focused cell moved with the keyboard, number cells edited in place and checked as typed, a
 * block pasted from a spreadsheet filled in from the focused cell. The changes live in `state` (useGridEdits).
 */
export function EditGrid<Row>({ label, rows, columns, rowId, state, readOnly, marked = {}, announce }: EditGridProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null)
  const noteId = useId()
  const firstEditable = Math.max(
    0,
    columns.findIndex((column) => column.edit),
  )
  const [place, setPlace] = useState<CellPlace>({ row: 0, col: firstEditable })
  const [draft, setDraft] = useState<string | undefined>(undefined)
  const editing = readOnly ? undefined : draft
  // The open editor's text as the handlers last set it: a blur keeps it, unless the editor was closed first.
  const open = useRef<string | undefined>(undefined)
  const setEditing = (text: string | undefined) => {
    open.current = text
    setDraft(text)
  }
  const wantFocus = useRef(false)

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => columns.map((column) => ({ id: column.key, header: textOf(column.header) })), [columns])
  // The compiler leaves this component unmemoised (the table's functions change under it), which is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({ data: rows as Row[], columns: columnDefs, getCoreRowModel: getCoreRowModel(), getRowId: (row) => rowId(row) })
  const model = table.getRowModel().rows
  const virtualizer = useVirtualizer({ count: model.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 8 })
  const template = columns.map((column) => column.width).join(' ')

  const at = { row: Math.min(place.row, Math.max(0, model.length - 1)), col: place.col }
  const row = model[at.row]?.original
  const column = columns[at.col]
  const id = row === undefined ? '' : rowId(row)
  const typed = column ? state.edits[id]?.[column.key] : undefined
  const textNow = () => (column?.edit && row !== undefined ? (typed ?? column.edit.toText(column.edit.stored(row))) : '')
  const editable = (col: number) => !readOnly && Boolean(columns[col]?.edit)
  const change = (changes: CellChange[]) => state.change(changes)

  /** Keeps what the editor holds (moving away, Enter, Tab or a click elsewhere), as a spreadsheet does. */
  const commit = () => {
    if (open.current !== undefined && column) change([{ id, key: column.key, text: open.current }])
    setEditing(undefined)
  }
  const moveTo = (next: CellPlace) => {
    commit()
    wantFocus.current = true
    setEditing(undefined)
    setPlace(next)
    virtualizer.scrollToIndex(next.row, { align: 'auto' })
  }
  useEffect(() => {
    if (!wantFocus.current || editing !== undefined) return
    wantFocus.current = false
    scroller.current?.querySelector<HTMLElement>(`[data-cell="${at.row}:${at.col}"]`)?.focus({ preventScroll: true })
  })

  const onKeyDown = gridKeyHandler({
    place: at,
    size: { rows: model.length, cols: columns.length },
    editing: editing !== undefined,
    editable,
    moveTo,
    startEdit: (text) => setEditing(text ?? textNow()),
    commit,
    cancel: () => {
      wantFocus.current = true
      setEditing(undefined)
    },
    clear: () => column && change([{ id, key: column.key, text: '' }]),
    undo: () => !readOnly && state.undo(),
    redo: () => !readOnly && state.redo(),
  })

  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain')
    if (readOnly || (editing !== undefined && !/[\t\n]/.test(text))) return
    event.preventDefault()
    const block = parseBlock(text)
    const changes: CellChange[] = []
    block.forEach((cells, down) => {
      const target = model[at.row + down]?.original
      if (target === undefined) return
      cells.forEach((cell, across) => {
        const into = columns[at.col + across]
        if (into?.edit) changes.push({ id: rowId(target), key: into.key, text: cell })
      })
    })
    // The block replaces what the editor held.
    setEditing(undefined)
    change(changes)
    moveTo(at)
    announce(`Pasted ${changes.length.toLocaleString('en-IN')} ${changes.length === 1 ? 'cell' : 'cells'}.`)
  }

  /** The cell a click or tap landed on. */
  const cellAt = (event: MouseEvent) => {
    const target = event.target as HTMLElement
    const cell = target.closest<HTMLElement>('td[data-cell]')
    return !cell || target.closest('input') ? null : { row: Number(cell.dataset.row), col: Number(cell.dataset.col) }
  }
  /** A click or tap moves the focus to the cell; a double click opens its editor. */
  const onClick = (event: MouseEvent) => {
    const next = cellAt(event)
    if (next) moveTo(next)
  }
  const onDoubleClick = (event: MouseEvent) => {
    const next = cellAt(event)
    if (next && editable(next.col)) setEditing(textNow())
  }

  const problem = column
    ? editing !== undefined && column.edit && row !== undefined
      ? column.edit.check(column.edit.fromText(editing), row)
      : state.problems[id]?.[column.key]
    : undefined
  return (
    <div className="edit-grid">
      <div ref={scroller} className="edit-grid-scroller">
        <table
          role="grid"
          aria-label={label}
          aria-rowcount={model.length + 1}
          aria-colcount={columns.length}
          aria-readonly={readOnly || undefined}
          className="edit-grid-table"
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onClick={onClick}
          onDoubleClick={onDoubleClick}
        >
          <thead className="edit-grid-head">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1} style={{ gridTemplateColumns: template }}>
                {group.headers.map((header, index) => (
                  <th key={header.id} scope="col" aria-colindex={index + 1} className={columns[index]?.align === 'end' ? 'is-end' : undefined}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const tableRow = model[item.index]
              if (!tableRow) return null
              const note = marked[tableRow.id]
              return (
                <tr
                  key={tableRow.id}
                  aria-rowindex={item.index + 2}
                  className={note ? 'is-marked' : undefined}
                  title={note}
                  style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)` }}
                >
                  {columns.map((cellColumn, col) => (
                    <GridCell
                      key={cellColumn.key}
                      row={tableRow.original}
                      column={cellColumn}
                      typed={state.edits[tableRow.id]?.[cellColumn.key]}
                      problem={state.problems[tableRow.id]?.[cellColumn.key]}
                      focused={item.index === at.row && col === at.col}
                      editing={item.index === at.row && col === at.col ? editing : undefined}
                      onEditText={setEditing}
                      onBlur={commit}
                      place={`${item.index}:${col}`}
                      rowIndex={item.index}
                      colIndex={col}
                      noteId={noteId}
                    />
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p id={noteId} className={`edit-grid-note${problem ? ' has-problem' : ''}`} aria-live="polite">
        {problem ? `${column ? textOf(column.header) : ''}: ${problem}` : (marked[id] ?? '')}
      </p>
    </div>
  )
}
