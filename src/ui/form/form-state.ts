import { useCallback, useRef } from 'react'
import * as v from 'valibot'
import { firstErrors } from '../../contract/common'
import { ApiError } from '../../lib/api-error'
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts'

/** A form-level validator: the shared valibot schema's first message per field, on the field it names. */
export function schemaErrors(schema: v.GenericSchema, value: unknown): { fields: Record<string, string> } | undefined {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : { fields: firstErrors(result.issues) }
}

type KeyRecord = { key: string; sent?: string }

/**
 * The Idempotency-Key of a create draft (docs/api.md#idempotency), kept with the draft beside what was last sent with it. A retry
 * of the same values (after a lost answer) reuses the key, so it makes one record; values that differ from the last
 * attempt's get a new key, so the server does not take the edited request for a replay of the first (it would answer
 * 422). `keyFor` is called with what a submit sends; `forget` after the create is saved.
 */
export function useIdempotencyKey(draftKey: string): { keyFor: (sent: unknown) => string; forget: () => void } {
  const storageKey = `${draftKey}:idempotency-key`
  // The last attempt of this mount; after a reload, the one kept with the draft.
  const record = useRef<KeyRecord | null>(null)
  const keyFor = useCallback(
    (sent: unknown) => {
      const stored = record.current ?? readDraft<KeyRecord>(storageKey)
      const fingerprint = JSON.stringify(sent)
      // A key kept before fingerprints were (no `sent`) goes on with the values it now sends.
      const key = stored?.key && (stored.sent === undefined || stored.sent === fingerprint) ? stored.key : crypto.randomUUID()
      const next = { key, sent: fingerprint }
      record.current = next
      writeDraft(storageKey, next)
      return next.key
    },
    [storageKey],
  )
  const forget = useCallback(() => {
    record.current = null
    clearDraft(storageKey)
  }, [storageKey])
  return { keyFor, forget }
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
