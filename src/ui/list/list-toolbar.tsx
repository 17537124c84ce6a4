import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { canOpen } from '../../contract/permissions'
import { usePermissions } from '../../lib/permissions-store'
import * as m from '../../paraglide/m/kit'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { downloadOrQueue } from '../../lib/download'
import { formatCount } from '../../lib/format'
import type { Query } from '../../lib/http'
import { notices } from '../../lib/messages'
import { notifyError } from '../../lib/toasts'
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query'
import { Button } from '../button'
import { FilterBar } from './filter-bar'
import { activeFilters, FilterChips } from './filter-chips'
import type { Filter } from './filters'
import type { SearchValues } from './list-search'
import { SearchInput } from './search-input'
import type { ListState } from './use-list-search'
import { followExportJob } from './export-job'
import '../styles/list.css'

/** The server builds the CSV (with the same labels as the columns); the client asks for it with the current filter. */
export type CsvExport = { path: string; filename: string }

export type ListToolbarProps = {
  state: ListState<SearchValues, unknown>
  filters: readonly Filter[]
  searchPlaceholder: string
  total?: number
  /** `total` is where the server's count stopped: "10,000+ subscribers". */
  capped?: boolean
  /** The count belongs to the previous view while a new filter loads. */
  stale?: boolean
  noun: [singular: string, plural: string]
  csv?: CsvExport
  /** Beside the search: the saved views. */
  beside?: ReactNode
  /** Beside the count: the phone's "Select". */
  meta?: ReactNode
}

/**
 * Search, filters, the active filters as chips, the count of matching rows and CSV export of the current filter.
 * On phones the filters fold behind one "Filters (n)" button so the first rows show above the fold.
 */
export function ListToolbar({ state, filters, searchPlaceholder, total, capped, stale, noun, csv, beside, meta }: ListToolbarProps) {
  const online = useOnline()
  const wide = useMediaQuery(WIDE_SCREEN)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const [exporting, setExporting] = useState(false)
  const granted = usePermissions()
  const navigate = useNavigate()
  async function exportCsv(file: CsvExport) {
    setExporting(true)
    try {
      // A large export answers with a job: its toast follows it, and its file waits in /jobs.
      const job = await downloadOrQueue(file.path, { ...(state.query as Query), format: 'csv', page: undefined, page_size: undefined }, file.filename)
      if (job) void followExportJob(job, noun[1], canOpen(granted.permissions, '/jobs') ? () => void navigate({ to: '/jobs' }) : undefined)
    } catch (error) {
      notifyError(errorText(error, m.exportFailed()))
    } finally {
      setExporting(false)
    }
  }
  const exportButton = csv && (
    <Button
      variant={wide ? 'secondary' : 'ghost'}
      size={wide ? 'md' : 'sm'}
      className="list-export"
      onClick={() => exportCsv(csv)}
      loading={exporting}
      disabled={!online}
      title={online ? m.downloadCsvHint() : notices.offlineReason}
    >
      {m.exportCsv()}
    </Button>
  )
  const folded = !wide && filters.length > 0
  return (
    <div className="list-toolbar" data-phone={!wide || undefined}>
      <div className="list-toolbar-row">
        <SearchInput value={String(state.search.search ?? '')} onChange={state.setSearchText} placeholder={searchPlaceholder} label={searchPlaceholder} />
        {beside}
        {wide && exportButton}
        {folded && <FiltersToggle count={activeFilters(filters, state.search).length} open={open} onToggle={() => setOpen(!open)} controls={panelId} />}
      </div>
      {filters.length > 0 && (
        <div id={panelId} className="list-filters" hidden={folded && !open}>
          <FilterBar filters={filters} search={state.search} onChange={state.setFilters} />
          {folded && (
            <Button variant="primary" size="sm" className="list-filters-done" onClick={() => setOpen(false)}>
              {m.done()}
            </Button>
          )}
        </div>
      )}
      <FilterChips filters={filters} search={state.search} onChange={state.setFilters} />
      <div className="list-meta">
        <p className="list-count" aria-live="polite" data-stale={stale || undefined}>
          {total === undefined ? '\u00a0' : m.counted({ shown: `${formatCount(total)}${capped ? '+' : ''}`, noun: total === 1 ? noun[0] : noun[1] })}
        </p>
        {meta}
        {!wide && exportButton}
      </div>
    </div>
  )
}

/**
 * The phone's one control for the folded filters: "Filters (2)", with the count as a badge. Below 420 px the word is
 * read, not shown (the funnel and the badge stay), so the search box beside it shows its whole hint.
 */
function FiltersToggle({ count, open, onToggle, controls }: { count: number; open: boolean; onToggle: () => void; controls: string }) {
  return (
    <button type="button" className="btn btn-secondary filters-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      <span className="filters-label">{m.filters()}</span>
      {count > 0 && (
        <>
          {' '}
          <span className="filters-count">
            <span className="visually-hidden">(</span>
            {count}
            <span className="visually-hidden">)</span>
          </span>
        </>
      )}
    </button>
  )
}
