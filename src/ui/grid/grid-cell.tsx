import type { GridColumn } from './grid-types'
import { textOf } from '../../lib/text'

type GridCellProps<Row> = {
  row: Row
  column: GridColumn<Row>
  /** The typed text when the cell is changed. */
  typed: string | undefined
  problem: string | undefined
  focused: boolean
  /** The editor's text while this cell is edited. */
  editing: string | undefined
  onEditText: (text: string) => void
  /** Focus left the editor (a click elsewhere): keep its text. */
  onBlur: () => void
  place: string
  rowIndex: number
  colIndex: number
  noteId: string
}

/** What a number cell shows: its value formatted, or what was typed when it cannot be read. */
function shown<Row>(column: GridColumn<Row>, row: Row, typed: string | undefined): string {
  const edit = column.edit
  if (!edit) return column.show?.(row) ?? ''
  if (typed === undefined) return edit.format(edit.stored(row))
  const value = edit.fromText(typed)
  return value === null || Number.isNaN(value) ? typed : edit.format(value)
}

/**
 * One cell: its text, or the editor while it is edited. A changed cell is marked (and says so to a screen reader, with
 * the value it had), a cell with a problem says the problem.
 */
export function GridCell<Row>({ row, column, typed, problem, focused, editing, onEditText, onBlur, place, rowIndex, colIndex, noteId }: GridCellProps<Row>) {
  const edit = column.edit
  const classes = ['grid-cell', column.align === 'end' ? 'is-end' : '', typed !== undefined ? 'is-changed' : '', problem ? 'has-problem' : '']
  return (
    <td
      className={classes.filter(Boolean).join(' ')}
      tabIndex={focused && editing === undefined ? 0 : -1}
      data-cell={place}
      data-row={rowIndex}
      data-col={colIndex}
      aria-colindex={colIndex + 1}
      aria-readonly={edit ? undefined : true}
    >
      {editing !== undefined ? (
        <input
          className="grid-editor"
          autoFocus
          inputMode="decimal"
          aria-label={textOf(column.header)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={noteId}
          value={editing}
          // Typing goes on after what the cell held (or the key that opened it).
          onFocus={(event) => event.currentTarget.setSelectionRange(editing.length, editing.length)}
          onChange={(event) => onEditText(event.target.value)}
          onBlur={onBlur}
        />
      ) : (
        <>
          {shown(column, row, typed)}
          {typed !== undefined && edit && <span className="visually-hidden">{`, changed from ${edit.format(edit.stored(row))}`}</span>}
          {problem && <span className="visually-hidden">{`, ${problem}`}</span>}
        </>
      )}
    </td>
  )
}
