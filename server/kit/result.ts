import type { FieldErrors } from '../../src/contract/common'
import { messages } from '../../src/contract/common'

/**
 * A refusal a route turns into `{ status: false, message, errors? }` with this HTTP status;
 * `current` is the record as it is now, for a 409 on a stale update.
 */
export type Failure = {
  ok: false
  status: 400 | 403 | 404 | 409 | 410 | 413 | 422 | 429
  message: string
  errors?: FieldErrors
  retryAfter?: number
  current?: unknown
}
export type Outcome<T> = ({ ok: true } & T) | Failure
/** A write's outcome, the main app's and the ads service's: the record as the area reads it, or the refusal. */
export type Saved<Row> = Outcome<{ data: Row }>

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

/** Thrown inside a transaction to roll it back and answer with `failure` instead. */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

/** Runs `work`, turning a Refusal it throws into its Failure. */
export async function unlessRefused<T>(work: () => Promise<T>): Promise<T | Failure> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Refusal) return error.failure
    throw error
  }
}

/** A record, or 404 with `notFound` when there is none (an unknown id or another organisation's). */
export const found = <Data>(data: Data | null, notFound: string): Outcome<{ data: Data }> => (data === null ? fail(404, notFound) : { ok: true, data })

/** 400 (or the ads service's 422) with the field errors, the first of them as the message. */
export const invalid = (errors: FieldErrors, status: 400 | 422 = 400): Failure => fail(status, Object.values(errors)[0]?.[0] ?? messages.invalid, { errors })
