import type { Context } from 'hono'

const maxKeyLength = 100
const badKey = `Idempotency-Key must be 1 to ${maxKeyLength} characters.`

/** The request's Idempotency-Key (trimmed, 1 to 100 characters), undefined without one, false when it is malformed. */
export function idempotencyKeyOf(header: string | undefined): string | undefined | false {
  if (header === undefined) return undefined
  const key = header.trim()
  return key.length > 0 && key.length <= maxKeyLength ? key : false
}

/** 400 for a malformed Idempotency-Key, under its own field. */
export const badKeyAnswer = (c: Context) => c.json({ status: false, message: badKey, errors: { 'Idempotency-Key': [badKey] } }, 400)
