import { useState, type InputHTMLAttributes } from 'react'
import { EyeIcon, EyeOffIcon } from '../icons'
import { describedBy, FieldShell, firstError } from './field-shell'
import { useFieldContext } from './form-context'
import { useServerFieldError } from './server-error'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  label: string
  hint?: string
  multiline?: boolean
}

/** A text input bound to its form field; numbers accept any decimal step (SPEC.md 2). */
export function TextField({ label, hint, required, type = 'text', multiline, ...rest }: TextFieldProps) {
  const field = useFieldContext<string>()
  const [revealed, setRevealed] = useState(false)
  const serverError = useServerFieldError(field.name)
  const error = firstError(field.state.meta.errors) ?? serverError
  const id = `field-${field.form.formId}-${field.name}`
  const shared = {
    id,
    name: field.name,
    className: rest.className ? `input ${rest.className}` : 'input',
    value: field.state.value ?? '',
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    onBlur: field.handleBlur,
  }
  const isPassword = type === 'password'
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {multiline ? (
        <textarea {...shared} onChange={(event) => field.handleChange(event.target.value)} placeholder={rest.placeholder} maxLength={rest.maxLength} />
      ) : (
        <div className="input-wrap">
          <input
            {...rest}
            {...shared}
            type={isPassword && revealed ? 'text' : type}
            step={type === 'number' ? 'any' : rest.step}
            onChange={(event) => field.handleChange(event.target.value)}
          />
          {isPassword && (
            <button
              type="button"
              className="icon-btn input-action"
              onClick={() => setRevealed((value) => !value)}
              aria-label={revealed ? 'Hide password' : 'Show password'}
              aria-pressed={revealed}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          )}
        </div>
      )}
    </FieldShell>
  )
}
