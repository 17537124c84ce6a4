import { formatDate } from '../../lib/dates'
import { textOf } from '../../lib/text'
import * as m from '../../paraglide/m/kit'
import { CloseIcon } from '../icons'
import './list-layout.css'
import type { Filter, Option, UseOptions } from './filters'
import type { SearchValues } from './list-search'

type Change = (patch: SearchValues) => void

/** The URL params a filter owns. */
const keysOf = (filter: Filter) => Object.keys(filter.entries)

/** The filters narrowing the view now (the search box is not one: it stays in sight). */
export const activeFilters = (filters: readonly Filter[], search: SearchValues) =>
  filters.filter((filter) => keysOf(filter).some((key) => search[key] !== undefined && search[key] !== ''))

/** The patch that takes one filter off (and what it resets, such as the template of a brand). */
function removal(filter: Filter): SearchValues {
  const resets = filter.kind === 'select' ? (filter.resets ?? []) : []
  return Object.fromEntries([...keysOf(filter), ...resets].map((key) => [key, undefined]))
}

const day = (value: unknown) => formatDate(`${String(value)}T00:00:00`)

/** "from 1 Feb", "to 28 Feb" or "1 Feb – 28 Feb". */
function span(low: unknown, high: unknown, show: (value: unknown) => string): string {
  if (low !== undefined && high !== undefined) return `${show(low)} – ${show(high)}`
  return low !== undefined ? m.spanFrom({ value: show(low) }) : m.spanTo({ value: show(high) })
}

function valueText(filter: Filter, search: SearchValues, options: readonly Option[]): string {
  switch (filter.kind) {
    case 'select':
      return textOf(options.find((option) => option.value === search[filter.key])?.label ?? '…')
    case 'date':
      return day(search[filter.key])
    case 'dateRange':
      return span(search[filter.from], search[filter.to], day)
    case 'numberRange':
      return span(search[filter.min], search[filter.max], String)
    case 'boolean':
      return ''
  }
}

/** The active filters as removable chips, with "Clear all" when there are several. */
export function FilterChips({ filters, search, onChange }: { filters: readonly Filter[]; search: SearchValues; onChange: Change }) {
  const active = activeFilters(filters, search)
  if (active.length === 0) return null
  const clearAll = () => onChange(Object.assign({}, ...active.map(removal)))
  return (
    <ul className="filter-chips" aria-label={m.activeFilters()}>
      {active.map((filter) => (
        <li key={keysOf(filter).join()}>
          {filter.kind === 'select' && typeof filter.options === 'function' ? (
            <QueryChip useOptions={filter.options} filter={filter} search={search} onChange={onChange} />
          ) : (
            <Chip filter={filter} search={search} onChange={onChange} options={filter.kind === 'select' ? (filter.options as readonly Option[]) : []} />
          )}
        </li>
      ))}
      {active.length > 1 && (
        <li>
          <button type="button" className="filter-chip filter-chip-clear" onClick={clearAll}>
            {m.clearAll()}
          </button>
        </li>
      )}
    </ul>
  )
}

type ChipProps = { filter: Filter; search: SearchValues; onChange: Change; options: readonly Option[] }

/** A brand or template chip: its name comes from the same cached query as the select's options. */
function QueryChip({ useOptions, ...props }: Omit<ChipProps, 'options'> & { useOptions: UseOptions }) {
  return <Chip {...props} options={useOptions(props.search).options} />
}

function Chip({ filter, search, onChange, options }: ChipProps) {
  const value = valueText(filter, search, options)
  return (
    <button type="button" className="filter-chip" onClick={() => onChange(removal(filter))}>
      <span className="visually-hidden">{m.remove()}</span>{' '}
      <span className="filter-chip-pill">
        <span>
          {value ? (
            <>
              <span className="filter-chip-label">{textOf(filter.label)}:</span> {value}
            </>
          ) : (
            textOf(filter.label)
          )}
        </span>
        <CloseIcon size={14} />
      </span>
    </button>
  )
}
