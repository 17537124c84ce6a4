import type { ReactNode } from 'react'
import { AlertIcon } from '../icons'

type FieldShellProps = {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  children: ReactNode
}

/** Label with the red asterisk when required, the control, and the error text under it (SPEC.md 2). */
export function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
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
    </div>
  )
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

/** First message of a TanStack Form field's errors (strings or Standard Schema issues). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const item of errors) {
    if (typeof item === 'string' && item) return item
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') return item.message
  }
  return undefined
}
