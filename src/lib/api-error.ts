import type { FieldErrors } from '../contract/common'
import { notices } from './messages'

export type ErrorField = 'message' | 'error' | 'detail' | 'errors'

/** A failed call: `status` 0 means no response reached us. */
export class ApiError extends Error {
  readonly status: number
  readonly body: Record<string, unknown> | null

  constructor(status: number, body: Record<string, unknown> | null, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }

  /** Field errors as the server named them (`errors: { field: [msg] }`). */
  get fieldErrors(): FieldErrors {
    const errors = this.body?.errors
    if (!errors || typeof errors !== 'object') return {}
    const out: FieldErrors = {}
    for (const [key, value] of Object.entries(errors)) {
      const list = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : []
      if (list.length) out[key] = list
    }
    return out
  }
}

/**
 * A separate service behind the API is down, and the API said so (X-Partial-Outage, with a Retry-After of tens of
 * seconds): the screen says so at once rather than after retries that cannot succeed sooner.
 */
export class PartialOutageError extends ApiError {
  constructor(status: number, body: Record<string, unknown> | null, message: string) {
    super(status, body, message)
    this.name = 'PartialOutageError'
  }
}

/** The request was cancelled because the browser is offline (docs/api.md#client). */
export class OfflineError extends Error {
  constructor() {
    super(notices.requestWhileOffline)
    this.name = 'OfflineError'
  }
}

function fromErrors(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(fromErrors).find(Boolean) ?? null
  if (value && typeof value === 'object') return Object.values(value).map(fromErrors).find(Boolean) ?? null
  return null
}

/** Where a failure's text is read, in order (docs/api.md#failures, docs/app.md#errors): the kit's default, spelled only here. */
const serverTextFields: readonly ErrorField[] = ['message', 'error', 'detail', 'errors']

/**
 * The server's text for a failed call, read from `fields` in order (by default `message`, then `error`, `detail` and
 * `errors`; a call docs/app.md#errors names another order for passes its own); `fallback` when none carries text.
 */
export function errorText(error: unknown, fallback?: string): string
export function errorText(error: unknown, fields: readonly ErrorField[] | undefined, fallback?: string): string
export function errorText(error: unknown, fieldsOrFallback?: readonly ErrorField[] | string, maybeFallback?: string): string {
  const fields = typeof fieldsOrFallback === 'string' || fieldsOrFallback === undefined ? serverTextFields : fieldsOrFallback
  const fallback = (typeof fieldsOrFallback === 'string' ? fieldsOrFallback : maybeFallback) ?? notices.unknownError
  // No answer at all: the connection, not the call, failed ('Failed to fetch ...' would blame the call).
  if (error instanceof OfflineError || (error instanceof ApiError && error.status === 0)) return error.message
  if (error instanceof ApiError && error.body) {
    for (const field of fields) {
      const value = field === 'errors' ? fromErrors(error.body.errors) : error.body[field]
      if (typeof value === 'string' && value.trim()) return value
    }
  }
  return fallback
}
