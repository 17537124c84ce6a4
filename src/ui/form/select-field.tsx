import { useEffect } from 'react'
import { Spinner } from '../spinner'
import { describedBy, FieldShell, firstError } from './field-shell'
import { useFieldContext } from './form-context'
import { useServerFieldError } from './server-error'
import * as m from '../../paraglide/m/form'
import '../styles/tooltip.css'
import '../styles/select.css'

export type Option = { label: string; value: string }

type SelectFieldProps = {
  label: string
  options: readonly Option[]
  placeholder?: string
  required?: boolean
  loading?: boolean
  disabled?: boolean
  /** Shown as a tooltip while the select is disabled. */
  disabledReason?: string
  hint?: string
  /** An error it shows for another field's sake: a brand to choose before the template, which is disabled until then. */
  needed?: string
}

/**
 * Single-select of docs/app.md#forms: asterisk when required, 'Loading...' with a spinner while loading,
 * a tooltip when disabled, the error under it, and the only option chosen by itself.
 */
export function SelectField({ label, options, placeholder = m.select(), required, loading, disabled, disabledReason, hint, needed }: SelectFieldProps) {
  const field = useFieldContext<string>()
  const serverError = useServerFieldError(field.name)
  const error = firstError(field.state.meta.errors) ?? serverError ?? needed
  const id = `field-${field.form.formId}-${field.name}`
  // An optional select keeps its empty choice as a second option, so only a required one picks by itself.
  const only = required && options.length === 1 ? options[0] : undefined
  const value = field.state.value
  const handleChange = field.handleChange

  useEffect(() => {
    if (!loading && only && value !== only.value) handleChange(only.value)
  }, [loading, only, value, handleChange])

  const isDisabled = disabled || loading
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <div className="input-wrap tooltip-host">
        <select
          id={id}
          name={field.name}
          className="select"
          value={value ?? ''}
          required={required}
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          aria-busy={loading || undefined}
          onChange={(event) => handleChange(event.target.value)}
          onBlur={field.handleBlur}
        >
          <option value="" disabled={required}>
            {loading ? m.loading() : placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {loading && (
          <span className="select-loading">
            <Spinner />
          </span>
        )}
        {disabled && !loading && disabledReason && (
          <span className="tooltip" role="tooltip">
            {disabledReason}
          </span>
        )}
      </div>
    </FieldShell>
  )
}
