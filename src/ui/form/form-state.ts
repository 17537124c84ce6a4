import { useCallback, useEffect, useState } from 'react'
import * as v from 'valibot'
import { firstErrors } from '../../contract/common'
import { ApiError } from '../../lib/api-error'
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts'

/** A form-level validator: the shared valibot schema's first message per field, on the field it names. */
export function schemaErrors(schema: v.GenericSchema, value: unknown): { fields: Record<string, string> } | undefined {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : { fields: firstErrors(result.issues) }
}

/** One Idempotency-Key per create draft: a retried submit of the same draft reuses it, so it makes one record (DESIGN.md 3). */
export function useIdempotencyKey(draftKey: string): { key: string; forget: () => void } {
  const storageKey = `${draftKey}:idempotency-key`
  const [key] = useState(() => readDraft<{ key: string }>(storageKey)?.key ?? crypto.randomUUID())
  useEffect(() => writeDraft(storageKey, { key }), [storageKey, key])
  const forget = useCallback(() => clearDraft(storageKey), [storageKey])
  return { key, forget }
}

/** The record as it is now, from a 409 answer to an update based on an old updated_at. */
export function staleRecord<T>(error: unknown, schema: v.GenericSchema<unknown, { current: T }>): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = v.safeParse(schema, error.body)
  return parsed.success ? parsed.output.current : null
}

/** Keeps the record's own choice in a dropdown even when the options leave it out (an inactive brand, say). */
export function withCurrent(options: readonly { label: string; value: string }[] | undefined, current?: { label: string; value: string }) {
  const list = options ?? []
  return current && current.value && !list.some((option) => option.value === current.value) ? [current, ...list] : list
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
