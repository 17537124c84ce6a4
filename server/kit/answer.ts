import type { Context } from 'hono'
import type { Failure, Outcome } from './result'

/** `withError` repeats the message as `error`, where the app reads it for promo codes (docs/areas/promo-codes.md#messages). */
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

/**
 * The answer to a service result: `{ status: true, message, data }` with `status` when it succeeded,
 * its failure body otherwise. An area whose failures also carry `error` makes its own with `answerer`.
 */
export const answerer =
  (options: FailureOptions = {}) =>
  <Data>(c: Context, result: Outcome<{ data: Data }>, message: string, status: 200 | 201 = 200): Response =>
    result.ok ? c.json({ status: true, message, data: result.data }, status) : failure(c, result, options)

export const answer = answerer()
