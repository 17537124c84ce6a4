import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { ApiError, errorText, type ErrorField } from '../../lib/api-error'

export type ServerError = { message: string; fields: Record<string, string>; snapshot: string; holds: boolean }

export type ServerErrorControl = {
  error: ServerError | null
  /** True while a verdict on the input shows (a 4xx: its fields, a wrong password) and no input has changed since it came. */
  blocking: boolean
  /** True while a failure that says nothing about the input shows (a 5xx, a timeout, no answer): the same input may be sent again. */
  retry: boolean
  /** `field` names the input a message without field errors belongs to. */
  setFromError: (error: unknown, values: unknown, options?: { fields?: readonly ErrorField[]; field?: string; fallback?: string }) => void
  clear: () => void
}

export const ServerErrorContext = createContext<ServerErrorControl | null>(null)

const snapshotOf = (values: unknown) => JSON.stringify(values)

/**
 * Whether the server judged the input itself, so sending it unchanged would get the same answer: a 4xx, other than a
 * timeout (408) or too many requests (429). A 5xx, a timeout or no answer at all says nothing about the input.
 */
const judgesInput = (cause: unknown): boolean =>
  cause instanceof ApiError && cause.status >= 400 && cause.status < 500 && cause.status !== 408 && cause.status !== 429

/** Keeps the last server answer beside the form; it fades once the user edits any input, or clears on a new attempt. */
export function useServerError(values: unknown): ServerErrorControl {
  const [error, setError] = useState<ServerError | null>(null)
  const current = snapshotOf(values)
  const setFromError = useCallback((cause: unknown, submitted: unknown, options?: { fields?: readonly ErrorField[]; field?: string; fallback?: string }) => {
    const message = errorText(cause, options?.fields, options?.fallback)
    const named = cause instanceof ApiError ? cause.fieldErrors : {}
    const fields: Record<string, string> = Object.fromEntries(Object.entries(named).map(([key, list]) => [key, list[0] ?? message]))
    if (!Object.keys(fields).length && options?.field) fields[options.field] = message
    setError({ message, fields, snapshot: snapshotOf(submitted), holds: judgesInput(cause) })
  }, [])
  const clear = useCallback(() => setError(null), [])
  const standing = error !== null && error.snapshot === current
  const blocking = standing && error.holds
  const retry = standing && !error.holds
  return useMemo(() => ({ error: standing ? error : null, blocking, retry, setFromError, clear }), [error, standing, blocking, retry, setFromError, clear])
}

export function useServerErrorControl(): ServerErrorControl | null {
  return useContext(ServerErrorContext)
}

/** The server's message for one field, while it still applies. */
export function useServerFieldError(name: string): string | undefined {
  return useServerErrorControl()?.error?.fields[name]
}
