import { useState, type ReactNode } from 'react'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { notices } from '../../lib/messages'
import { notifyError } from '../../lib/toasts'
import { Button } from '../button'
import { SearchInput } from './search-input'
import '../styles/list.css'
import { formatCount } from '../../lib/format'

type ListToolbarProps = {
  search: string
  onSearch: (value: string) => void
  searchPlaceholder: string
  total?: number
  noun: [singular: string, plural: string]
  filters?: ReactNode
  onExport?: () => Promise<void>
}

/** Search, filters, the count of matching rows and CSV export of the current filter. */
export function ListToolbar({ search, onSearch, searchPlaceholder, total, noun, filters, onExport }: ListToolbarProps) {
  const online = useOnline()
  const [exporting, setExporting] = useState(false)
  async function exportCsv() {
    if (!onExport) return
    setExporting(true)
    try {
      await onExport()
    } catch (error) {
      notifyError(errorText(error, ['message', 'error', 'detail'], 'The export failed.'))
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className="list-toolbar">
      <div className="list-toolbar-row">
        <SearchInput value={search} onChange={onSearch} placeholder={searchPlaceholder} label={searchPlaceholder} />
        {onExport && (
          <Button variant="secondary" onClick={exportCsv} loading={exporting} disabled={!online} title={online ? 'Download the matching rows as CSV' : notices.offlineReason}>
            Export CSV
          </Button>
        )}
      </div>
      {filters && <div className="list-filters">{filters}</div>}
      <p className="list-count" aria-live="polite">
        {total === undefined ? '\u00a0' : `${formatCount(total)} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
    </div>
  )
}

/** A compact labelled select for list filters. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly { label: string; value: string }[]; onChange: (value: string) => void }) {
  return (
    <label className="filter">
      <span className="filter-label">{label}</span>
      <select className="select select-sm" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
