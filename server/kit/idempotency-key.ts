import type { Context } from 'hono'
import { badIdempotencyKey } from '../../src/paraglide/m/server'

const maxKeyLength = 100

/** The request's Idempotency-Key (trimmed, 1 to 100 characters), undefined without one, false when it is malformed. */
export function idempotencyKeyOf(header: string | undefined): string | undefined | false {
  if (header === undefined) return undefined
  const key = header.trim()
  return key.length > 0 && key.length <= maxKeyLength ? key : false
}

/** 400 for a malformed Idempotency-Key, under its own field. */
export const badKeyAnswer = (c: Context) =>
  c.json({ status: false, message: badIdempotencyKey({ max: maxKeyLength }), errors: { 'Idempotency-Key': [badIdempotencyKey({ max: maxKeyLength })] } }, 400)
