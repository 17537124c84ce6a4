import type { FieldErrors } from '../../src/contract/common'

/** A refusal a route turns into `{ status: false, message, errors? }` with this HTTP status. */
export type Failure = { ok: false; status: 400 | 404 | 409 | 429; message: string; errors?: FieldErrors; retryAfter?: number }
export type Outcome<T> = ({ ok: true } & T) | Failure

export const fail = (status: Failure['status'], message: string, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  status,
  message,
  ...extra,
})

/** True for a PostgreSQL unique violation, however the driver or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || isObject(current); current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null
