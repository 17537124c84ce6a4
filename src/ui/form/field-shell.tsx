import type { ReactNode } from 'react'
import { AlertIcon } from '../icons'
import * as m from '../../paraglide/m/form'
import '../styles/field-count.css'

/** How much of a soft length limit is used: the count shows from this share of the limit on. */
const COUNT_FROM = 0.8

export type LengthCount = { length: number; max: number }

type FieldShellProps = {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  /** A soft length limit: a count shows near it and past it; the schema's own message says what is wrong. */
  count?: LengthCount
  children: ReactNode
}

const showsCount = (count?: LengthCount): count is LengthCount => Boolean(count && count.length >= Math.ceil(count.max * COUNT_FROM))

/** Label with the red asterisk when required, the control, and the error text under it (docs/app.md#forms). */
export function FieldShell({ id, label, required, error, hint, count, children }: FieldShellProps) {
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : (
        hint && (
          <p className="field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
      {showsCount(count) && (
        <p className="field-hint field-count" id={`${id}-count`} data-over={count.length > count.max ? 'true' : undefined}>
          {count.length}/{count.max}
          <span className="visually-hidden"> {m.characters()}</span>
        </p>
      )}
    </div>
  )
}

export function describedBy(id: string, error?: string, hint?: string, count?: LengthCount): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : null, showsCount(count) ? `${id}-count` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** First message of a TanStack Form field's errors (strings or Standard Schema issues). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const item of errors) {
    if (typeof item === 'string' && item) return item
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') return item.message
  }
  return undefined
}
