import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react'
import { isOnline } from '../../lib/connectivity'
import { notifyOffline } from '../../lib/http'
import * as m from '../../paraglide/m/shell'
import { EyeIcon, EyeOffIcon } from '../icons'
import { describedBy, FieldShell } from './field-shell'

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> & {
  id: string
  name: string
  label: string
  hint?: string
  error?: string
  multiline?: boolean
  onChange?: (value: string) => void
  onBlur?: () => void
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

/**
 * A labelled text input with its error, hint and length count; numbers accept any decimal step (docs/app.md#forms).
 * Controlled through `value`, or left to the browser through `defaultValue` (the sign-in form, which must keep what
 * is typed while React takes the page over).
 */
export function TextInput({
  id,
  name,
  label,
  hint,
  error,
  required,
  type = 'text',
  multiline,
  maxLength,
  value,
  onChange,
  onBlur,
  onKeyDown,
  ...rest
}: TextInputProps) {
  const [revealed, setRevealed] = useState(false)
  const count = maxLength === undefined || value === undefined ? undefined : { length: String(value).length, max: maxLength }
  const shared = {
    id,
    name,
    className: rest.className ? `input ${rest.className}` : 'input',
    value,
    required,
    maxLength: maxLength === undefined ? undefined : hardCap(maxLength),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint, count),
    onBlur,
  }
  const isPassword = type === 'password'
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} count={count}>
      {multiline ? (
        <textarea {...shared} onChange={(event) => onChange?.(event.target.value)} placeholder={rest.placeholder} />
      ) : (
        <div className="input-wrap">
          <input
            {...rest}
            {...shared}
            type={isPassword && revealed ? 'text' : type}
            step={type === 'number' ? 'any' : rest.step}
            onChange={(event) => onChange?.(event.target.value)}
            onKeyDown={(event) => {
              onKeyDown?.(event)
              sayOfflineOnEnter(event)
            }}
          />
          {isPassword && (
            <button
              type="button"
              className="icon-btn input-action"
              onClick={() => setRevealed((shown) => !shown)}
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
