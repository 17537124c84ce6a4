import { useState, type KeyboardEvent } from 'react'
import * as m from '../../paraglide/m/kit'
import { textOf } from '../../lib/text'
import type { Filter } from './filters'
import type { SearchValues } from './list-search'

type Props<Kind extends Filter['kind']> = { filter: Extract<Filter, { kind: Kind }>; search: SearchValues; onChange: (patch: SearchValues) => void }

const text = (value: unknown) => (value === undefined ? '' : String(value))

/** One day; a cleared input clears the filter. */
export function DateFilter({ filter, search, onChange }: Props<'date'>) {
  return (
    <label className="filter">
      <span className="filter-label">{textOf(filter.label)}</span>
      <input
        type="date"
        className="input select-sm"
        value={text(search[filter.key])}
        onChange={(event) => onChange({ [filter.key]: event.target.value || undefined })}
      />
    </label>
  )
}

/** From and to days under one legend; each end limits the other so the picker cannot build an empty range. */
export function DateRangeFilter({ filter, search, onChange }: Props<'dateRange'>) {
  const from = text(search[filter.from])
  const to = text(search[filter.to])
  return (
    <fieldset className="filter filter-range">
      <legend className="filter-label">{textOf(filter.label)}</legend>
      <div className="filter-range-inputs">
        <input
          type="date"
          className="input select-sm"
          aria-label={m.rangeFrom({ label: textOf(filter.label) })}
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ [filter.from]: event.target.value || undefined })}
        />
        <span aria-hidden="true">–</span>
        <input
          type="date"
          className="input select-sm"
          aria-label={m.rangeTo({ label: textOf(filter.label) })}
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ [filter.to]: event.target.value || undefined })}
        />
      </div>
      {from && to && from > to && (
        <p className="filter-error" role="alert">
          {m.startAfterEnd()}
        </p>
      )}
    </fieldset>
  )
}

/** Lowest and highest value; each end is applied when the user leaves the box or presses Enter, not on every keystroke. */
export function NumberRangeFilter({ filter, search, onChange }: Props<'numberRange'>) {
  const low = Number(search[filter.min])
  const high = Number(search[filter.max])
  return (
    <fieldset className="filter filter-range">
      <legend className="filter-label">{textOf(filter.label)}</legend>
      <div className="filter-range-inputs">
        <NumberInput
          label={m.rangeFrom({ label: textOf(filter.label) })}
          placeholder={m.min()}
          step={filter.step}
          value={search[filter.min]}
          onCommit={(value) => onChange({ [filter.min]: value })}
        />
        <span aria-hidden="true">–</span>
        <NumberInput
          label={m.rangeTo({ label: textOf(filter.label) })}
          placeholder={m.max()}
          step={filter.step}
          value={search[filter.max]}
          onCommit={(value) => onChange({ [filter.max]: value })}
        />
      </div>
      {low > high && (
        <p className="filter-error" role="alert">
          {m.lowestAboveHighest()}
        </p>
      )}
    </fieldset>
  )
}

type NumberInputProps = { label: string; placeholder: string; step?: number; value: unknown; onCommit: (value: number | undefined) => void }

function NumberInput({ label, placeholder, step, value, onCommit }: NumberInputProps) {
  const [draft, setDraft] = useState(text(value))
  const [outside, setOutside] = useState(value)
  // Follows the URL when it changes from outside (Back, Clear filters).
  if (value !== outside) {
    setOutside(value)
    setDraft(text(value))
  }
  const commit = () => {
    const parsed = draft.trim() === '' ? undefined : Number(draft)
    if (parsed !== value && (parsed === undefined || Number.isFinite(parsed))) onCommit(parsed)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit()
  }
  return (
    <input
      type="number"
      inputMode="decimal"
      className="input select-sm"
      aria-label={label}
      placeholder={placeholder}
      step={step ?? 'any'}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  )
}

/** A checkbox: ticked puts `key=true` in the URL, unticked removes it. */
export function BooleanFilter({ filter, search, onChange }: Props<'boolean'>) {
  return (
    <label className="filter filter-check">
      <input type="checkbox" checked={search[filter.key] === true} onChange={(event) => onChange({ [filter.key]: event.target.checked || undefined })} />
      <span>{textOf(filter.label)}</span>
    </label>
  )
}
