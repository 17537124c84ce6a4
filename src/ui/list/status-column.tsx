import { StatusSwitch } from '../status-switch'
import type { Column } from './data-table'

type StatusColumnSpec<T> = {
  header: string
  isActive: (row: T) => boolean
  /** Names the row in the switch's label: "Deactivate KESAR10". */
  name: (row: T) => string
  onChange: (row: T, active: boolean) => void
}

/** The status switch as a table column; on phones it sits in the card footer (pass `render` as cardActions). */
export function statusColumn<T>({ header, isActive, name, onChange }: StatusColumnSpec<T>): Column<T> {
  return {
    key: 'status',
    header,
    card: false,
    render: (row) => (
      <StatusSwitch checked={isActive(row)} label={`${isActive(row) ? 'Deactivate' : 'Activate'} ${name(row)}`} onChange={(next) => onChange(row, next)} />
    ),
  }
}
