import { useId, useState } from 'react'
import * as m from '../../paraglide/m/kit'
import type { Column } from './column'
import { textOf } from '../../lib/text'
import './column-chooser.css'

/** The columns a person may leave out: not the one that names the row, nor the row's actions. */
const optional = <T,>(columns: readonly Column<T>[]) => columns.filter((column) => !column.primary && column.key !== 'actions')

/** The keys in a list's `hide` search value. */
const hiddenKeys = (hide: string | undefined): Set<string> => new Set(hide ? hide.split(',') : [])

/** The columns the list shows: all but those left out (the primary column and the actions always stay). */
export const shownColumns = <T,>(columns: readonly Column<T>[], hide: string | undefined) => {
  const hidden = hiddenKeys(hide)
  const left = new Set(optional(columns).map((column) => column.key))
  return columns.filter((column) => !(left.has(column.key) && hidden.has(column.key)))
}

/**
 * "Columns": which columns the table and the phone cards show, kept in the URL (`hide`), so the browser's Back, a shared
 * link and a saved view (src/ui/list/saved-views.tsx) keep them too.
 */
export function ColumnChooser<T>({ columns, hide, onChange }: { columns: readonly Column<T>[]; hide?: string; onChange: (hidden: string[]) => void }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const choices = optional(columns)
  if (choices.length === 0) return null
  const hidden = hiddenKeys(hide)
  const count = choices.filter((column) => hidden.has(column.key)).length
  const toggle = (key: string, shown: boolean) => {
    const next = new Set(hidden)
    if (shown) next.delete(key)
    else next.add(key)
    onChange(choices.map((column) => column.key).filter((choice) => next.has(choice)))
  }
  return (
    <div className="column-chooser" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="btn btn-secondary column-chooser-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {count > 0 ? m.columnsHidden({ count }) : m.columns()}
      </button>
      {open && (
        <fieldset id={panelId} className="column-chooser-panel">
          <legend className="visually-hidden">{m.showColumns()}</legend>
          {choices.map((column) => (
            <label key={column.key} className="checkbox-option">
              <input type="checkbox" checked={!hidden.has(column.key)} onChange={(event) => toggle(column.key, event.target.checked)} />
              {textOf(column.header)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  )
}
