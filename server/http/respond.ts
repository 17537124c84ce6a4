import type { Context } from 'hono'
import type { Failure } from '../services/result'

/** Turns a service refusal into its JSON answer (with Retry-After for 429). */
export function failure(c: Context, { status, message, errors, retryAfter }: Failure) {
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter))
  return c.json(errors ? { status: false, message, errors } : { status: false, message }, status)
}
