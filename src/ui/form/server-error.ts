import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { ApiError, errorText, type ErrorField } from '../../lib/api-error'

export type ServerError = { message: string; fields: Record<string, string>; snapshot: string }

export type ServerErrorControl = {
  error: ServerError | null
  /** True while the error shows and no input has changed since it came. */
  blocking: boolean
  /** `field` names the input a message without field errors belongs to. */
  setFromError: (error: unknown, values: unknown, options?: { fields?: readonly ErrorField[]; field?: string; fallback?: string }) => void
  clear: () => void
}

export const ServerErrorContext = createContext<ServerErrorControl | null>(null)

const snapshotOf = (values: unknown) => JSON.stringify(values)

/** Keeps the last server answer beside the form; it fades once the user edits any input. */
export function useServerError(values: unknown): ServerErrorControl {
  const [error, setError] = useState<ServerError | null>(null)
  const current = snapshotOf(values)
  const setFromError = useCallback((cause: unknown, submitted: unknown, options?: { fields?: readonly ErrorField[]; field?: string; fallback?: string }) => {
    const message = errorText(cause, options?.fields, options?.fallback)
    const named = cause instanceof ApiError ? cause.fieldErrors : {}
    const fields: Record<string, string> = Object.fromEntries(Object.entries(named).map(([key, list]) => [key, list[0] ?? message]))
    if (!Object.keys(fields).length && options?.field) fields[options.field] = message
    setError({ message, fields, snapshot: snapshotOf(submitted) })
  }, [])
  const clear = useCallback(() => setError(null), [])
  const blocking = error !== null && error.snapshot === current
  return useMemo(() => ({ error: blocking ? error : null, blocking, setFromError, clear }), [error, blocking, setFromError, clear])
}

export function useServerErrorControl(): ServerErrorControl | null {
  return useContext(ServerErrorContext)
}

/** The server's message for one field, while it still applies. */
export function useServerFieldError(name: string): string | undefined {
  return useServerErrorControl()?.error?.fields[name]
}
