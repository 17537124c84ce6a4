import { useState } from 'react'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { downloadFile } from '../../lib/download'
import { formatCount } from '../../lib/format'
import type { Query } from '../../lib/http'
import { notices } from '../../lib/messages'
import { notifyError } from '../../lib/toasts'
import { Button } from '../button'
import { FilterBar } from './filter-bar'
import type { Filter } from './filters'
import type { SearchValues } from './list-search'
import { SearchInput } from './search-input'
import type { ListState } from './use-list-search'
import '../styles/list.css'

/** The server builds the CSV (with the same labels as the columns); the client asks for it with the current filter. */
export type CsvExport = { path: string; filename: string }

export type ListToolbarProps = {
  state: ListState<SearchValues, unknown>
  filters: readonly Filter[]
  searchPlaceholder: string
  total?: number
  noun: [singular: string, plural: string]
  csv?: CsvExport
}

/** Search, filters, the count of matching rows and CSV export of the current filter. */
export function ListToolbar({ state, filters, searchPlaceholder, total, noun, csv }: ListToolbarProps) {
  const online = useOnline()
  const [exporting, setExporting] = useState(false)
  async function exportCsv(file: CsvExport) {
    setExporting(true)
    try {
      await downloadFile(file.path, { ...(state.query as Query), format: 'csv', page: undefined, page_size: undefined }, file.filename)
    } catch (error) {
      notifyError(errorText(error, ['message', 'error', 'detail'], 'The export failed.'))
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className="list-toolbar">
      <div className="list-toolbar-row">
        <SearchInput value={String(state.search.search ?? '')} onChange={state.setSearchText} placeholder={searchPlaceholder} label={searchPlaceholder} />
        {csv && (
          <Button
            variant="secondary"
            onClick={() => exportCsv(csv)}
            loading={exporting}
            disabled={!online}
            title={online ? 'Download the matching rows as CSV' : notices.offlineReason}
          >
            Export CSV
          </Button>
        )}
      </div>
      {filters.length > 0 && (
        <div className="list-filters">
          <FilterBar filters={filters} search={state.search} onChange={state.setFilters} />
        </div>
      )}
      <p className="list-count" aria-live="polite">
        {total === undefined ? '\u00a0' : `${formatCount(total)} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
    </div>
  )
}
