import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react'
import { isOnline } from '../../lib/connectivity'
import { notifyOffline } from '../../lib/http'
import { EyeIcon, EyeOffIcon } from '../icons'
import { describedBy, FieldShell, firstError } from './field-shell'
import { useFieldContext } from './form-context'
import { useServerFieldError } from './server-error'
import * as m from '../../contract/i18n/m/shell'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  label: string
  hint?: string
  multiline?: boolean
}

/**
 * `maxLength` is a soft limit: the browser never cuts what is typed or pasted (a cut is silent), a
 * count shows near the limit, and the form's schema says what is wrong past it. The input still stops
 * at a generous hard cap so a stray paste of a whole document stays out of the form.
 */
const hardCap = (limit: number) => Math.max(limit * 2, limit + 100)

/**
 * Enter in a form while offline: its submit is disabled (docs/app.md#offline), so the browser drops the
 * submission without a word; say why instead (docs/app.md#notices).
 */
function sayOfflineOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing && event.currentTarget.form && !isOnline()) notifyOffline()
}

/** A text input bound to its form field; numbers accept any decimal step (docs/app.md#forms). */
export function TextField({ label, hint, required, type = 'text', multiline, maxLength, onKeyDown, ...rest }: TextFieldProps) {
  const field = useFieldContext<string>()
  const [revealed, setRevealed] = useState(false)
  const serverError = useServerFieldError(field.name)
  const error = firstError(field.state.meta.errors) ?? serverError
  const id = `field-${field.form.formId}-${field.name}`
  const value = field.state.value ?? ''
  const count = maxLength === undefined ? undefined : { length: String(value).length, max: maxLength }
  const shared = {
    id,
    name: field.name,
    className: rest.className ? `input ${rest.className}` : 'input',
    value,
    required,
    maxLength: maxLength === undefined ? undefined : hardCap(maxLength),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint, count),
    onBlur: field.handleBlur,
  }
  const isPassword = type === 'password'
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} count={count}>
      {multiline ? (
        <textarea {...shared} onChange={(event) => field.handleChange(event.target.value)} placeholder={rest.placeholder} />
      ) : (
        <div className="input-wrap">
          <input
            {...rest}
            {...shared}
            type={isPassword && revealed ? 'text' : type}
            step={type === 'number' ? 'any' : rest.step}
            onChange={(event) => field.handleChange(event.target.value)}
            onKeyDown={(event) => {
              onKeyDown?.(event)
              sayOfflineOnEnter(event)
            }}
          />
          {isPassword && (
            <button
              type="button"
              className="icon-btn input-action"
              onClick={() => setRevealed((value) => !value)}
              aria-label={revealed ? m.hidePassword() : m.showPassword()}
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
