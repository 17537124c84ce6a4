import * as m from '../../paraglide/m/kit'
import { textOf, type Text } from '../../lib/text'
import type { Filter, UseOptions } from './filters'
import type { SearchValues } from './list-search'
import { BooleanFilter, DateFilter, DateRangeFilter, NumberRangeFilter } from './range-filters'
import '../styles/select.css'

type Change = (patch: SearchValues) => void
type ControlProps<F> = { filter: F; search: SearchValues; onChange: Change }
type SelectControl = Extract<Filter, { kind: 'select' }>

/** The toolbar's filters, rendered from their declaration. */
export function FilterBar({ filters, search, onChange }: { filters: readonly Filter[]; search: SearchValues; onChange: Change }) {
  return filters.map((filter) => {
    const props = { search, onChange }
    switch (filter.kind) {
      case 'select':
        return filter.shownWhen && !filter.shownWhen(search) ? null : <SelectFilter key={filter.key} filter={filter} {...props} />
      case 'date':
        return <DateFilter key={filter.key} filter={filter} {...props} />
      case 'dateRange':
        return <DateRangeFilter key={filter.from} filter={filter} {...props} />
      case 'numberRange':
        return <NumberRangeFilter key={filter.min} filter={filter} {...props} />
      case 'boolean':
        return <BooleanFilter key={filter.key} filter={filter} {...props} />
    }
  })
}

function SelectFilter({ filter, search, onChange }: ControlProps<SelectControl>) {
  const change = (value: string) => onChange({ [filter.key]: value || undefined, ...Object.fromEntries((filter.resets ?? []).map((key) => [key, undefined])) })
  const value = String(search[filter.key] ?? '')
  if (typeof filter.options === 'function')
    return <QuerySelect useOptions={filter.options} label={textOf(filter.label)} value={value} search={search} onChange={change} />
  return <FilterSelect label={textOf(filter.label)} value={value} options={filter.options} onChange={change} />
}

function QuerySelect({
  useOptions,
  search,
  ...props
}: {
  useOptions: UseOptions
  label: string
  value: string
  search: SearchValues
  onChange: (value: string) => void
}) {
  const { options, failed } = useOptions(search)
  return <FilterSelect {...props} options={options} failed={failed} />
}

type FilterSelectProps = {
  label: string
  value: string
  options: readonly { label: Text; value: string }[]
  onChange: (value: string) => void
  failed?: boolean
}

/** A compact labelled select for list filters; "All" clears it. */
function FilterSelect({ label, value, options, onChange, failed }: FilterSelectProps) {
  return (
    <label className="filter">
      <span className="filter-label">{label}</span>
      <select className="select select-sm" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={failed || undefined}>
        <option value="">{failed ? m.allOptionsFailed() : m.all()}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {textOf(option.label)}
          </option>
        ))}
      </select>
    </label>
  )
}
