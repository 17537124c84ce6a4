import type { Context } from 'hono'
import type { Failure } from '../services/result'

/** `withError` repeats the message as `error`, where SPEC.md 8 has the app read it (promo codes). */
export type FailureOptions = { withError?: boolean }

/** Turns a service refusal into its JSON answer (with Retry-After for 429, the current record for a stale update). */
export function failure(c: Context, { status, message, errors, retryAfter, current }: Failure, { withError = false }: FailureOptions = {}) {
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter))
  return c.json(
    {
      status: false,
      message,
      ...(withError ? { error: message } : {}),
      ...(errors ? { errors } : {}),
      ...(current !== undefined ? { current } : {}),
    },
    status,
  )
}
