import { useId } from 'react'
import * as m from '../../paraglide/m/kit'
import type { BulkChoice } from './define-list'
import { textOf } from '../../lib/text'
import type { Option, UseOptions } from './filters'
import '../styles/select.css'

type ChoiceProps = { choice: BulkChoice; value: string | null; onChange: (value: string) => void }

/** Nothing chosen yet: no status or id is a dash, and '' is a value of its own (nobody). */
const unset = '-'

/** The value a bulk action asks for, in its question: the new status, the new assignee (fetched options). */
export function BulkChoiceField({ choice, ...props }: ChoiceProps) {
  if (typeof choice.options === 'function') return <QueryChoice useOptions={choice.options} label={textOf(choice.label)} {...props} />
  return <ChoiceSelect label={textOf(choice.label)} options={choice.options} {...props} />
}

function QueryChoice({ useOptions, ...props }: Omit<ChoiceProps, 'choice'> & { label: string; useOptions: UseOptions }) {
  const { options, failed } = useOptions({})
  return <ChoiceSelect {...props} options={options} failed={failed} />
}

function ChoiceSelect({
  label,
  options,
  value,
  onChange,
  failed,
}: Omit<ChoiceProps, 'choice'> & { label: string; options: readonly Option[]; failed?: boolean }) {
  const id = useId()
  return (
    <div className="field bulk-choice">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value ?? unset} onChange={(event) => onChange(event.target.value)} aria-invalid={failed || undefined}>
        <option value={unset} disabled>
          {failed ? m.optionsFailed() : m.choose()}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {textOf(option.label)}
          </option>
        ))}
      </select>
    </div>
  )
}
