import type { KeyboardEvent } from 'react'
import type { CellPlace } from './grid-types'

export type GridKeys = {
  place: CellPlace
  size: { rows: number; cols: number }
  editing: boolean
  /** Whether the cell at this column takes edits (and the grid is not read only). */
  editable: (col: number) => boolean
  moveTo: (place: CellPlace) => void
  startEdit: (text?: string) => void
  commit: () => void
  cancel: () => void
  clear: () => void
  /** Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y): the grid's changes taken back and again. */
  undo: () => void
  redo: () => void
}

const page = 10

/**
 * A spreadsheet's keys: arrows, Home/End, Page Up/Down, Tab and Enter move; typing, Enter or F2 edits; Escape cancels
 * an edit; Enter or Tab keeps it and moves on; Delete clears; Ctrl+Z undoes a change and Ctrl+Shift+Z (Ctrl+Y) redoes it. Tab at the row's edge leaves the grid (no keyboard trap).
 */
export function gridKeyHandler(keys: GridKeys) {
  return (event: KeyboardEvent) => {
    const { place, size, editing } = keys
    const to = (row: number, col: number) => {
      event.preventDefault()
      keys.moveTo({ row: Math.max(0, Math.min(size.rows - 1, row)), col: Math.max(0, Math.min(size.cols - 1, col)) })
    }
    const { key, shiftKey, ctrlKey, metaKey, altKey } = event
    if (editing) {
      if (key === 'Escape') {
        event.preventDefault()
        keys.cancel()
      } else if (key === 'Enter' || key === 'ArrowDown' || key === 'ArrowUp') {
        keys.commit()
        to(place.row + (key === 'ArrowUp' || (key === 'Enter' && shiftKey) ? -1 : 1), place.col)
      } else if (key === 'Tab') {
        keys.commit()
        const col = place.col + (shiftKey ? -1 : 1)
        if (col >= 0 && col < size.cols) to(place.row, col)
      }
      return
    }
    if ((ctrlKey || metaKey) && !altKey && (key.toLowerCase() === 'z' || key.toLowerCase() === 'y')) {
      event.preventDefault()
      if (key.toLowerCase() === 'y' || shiftKey) keys.redo()
      else keys.undo()
      return
    }
    if (key === 'ArrowDown') to(place.row + 1, place.col)
    else if (key === 'ArrowUp') to(place.row - 1, place.col)
    else if (key === 'ArrowRight') to(place.row, place.col + 1)
    else if (key === 'ArrowLeft') to(place.row, place.col - 1)
    else if (key === 'PageDown') to(place.row + page, place.col)
    else if (key === 'PageUp') to(place.row - page, place.col)
    else if (key === 'Home') to(ctrlKey || metaKey ? 0 : place.row, 0)
    else if (key === 'End') to(ctrlKey || metaKey ? size.rows - 1 : place.row, size.cols - 1)
    else if (key === 'Tab') {
      const col = place.col + (shiftKey ? -1 : 1)
      if (col >= 0 && col < size.cols) to(place.row, col)
    } else if (!keys.editable(place.col)) return
    else if (key === 'Enter' || key === 'F2') {
      event.preventDefault()
      keys.startEdit()
    } else if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault()
      keys.clear()
    } else if (key.length === 1 && !ctrlKey && !metaKey && !altKey) {
      event.preventDefault()
      keys.startEdit(key)
    }
  }
}
