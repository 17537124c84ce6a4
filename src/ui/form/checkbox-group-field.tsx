import { Spinner } from '../spinner'
import { firstError } from './field-shell'
import { useFieldContext } from './form-context'
import type { Option } from './select-field'
import { useServerFieldError } from './server-error'
import '../styles/map-sketch.css'
import * as m from '../../paraglide/m/form'
import { formatCount } from '../../lib/format'

type CheckboxGroupFieldProps = {
  label: string
  options: readonly Option[]
  required?: boolean
  loading?: boolean
  hint?: string
  /** Said in place of the options when there are none (a parent not chosen yet). */
  emptyText?: string
}

/** A multi-select as a group of checkboxes: asterisk when required, the error under it, 44 px rows. */
export function CheckboxGroupField({ label, options, required, loading, hint, emptyText }: CheckboxGroupFieldProps) {
  const field = useFieldContext<string[]>()
  const serverError = useServerFieldError(field.name)
  const error = firstError(field.state.meta.errors) ?? serverError
  const id = `field-${field.form.formId}-${field.name}`
  const chosen = field.state.value ?? []
  const toggle = (value: string, on: boolean) => field.handleChange(on ? [...chosen, value] : chosen.filter((item) => item !== value))
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <fieldset className="field checkbox-group" data-invalid={error ? 'true' : undefined} aria-describedby={note} aria-busy={loading || undefined}>
      <legend className="field-label" id={`${id}-label`}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
        {chosen.length > 0 && <span className="muted"> {m.chosenCount({ count: formatCount(chosen.length) })}</span>}
      </legend>
      {loading ? (
        <p className="field-hint">
          <Spinner /> {m.loading()}
        </p>
      ) : options.length === 0 ? (
        <p className="field-hint">{emptyText}</p>
      ) : (
        <div className="checkbox-options">
          {options.map((option) => (
            <label key={option.value} className="checkbox-option">
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.handleBlur}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p className="field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </fieldset>
  )
}
