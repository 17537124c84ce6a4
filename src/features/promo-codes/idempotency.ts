/** One key per create draft: a retried submit of the same draft makes one record, not two (DESIGN.md 3). */
export function idempotencyKeyFor(draftKey: string): string {
  const storageKey = `idempotency:${draftKey}`
  const existing = sessionStorage.getItem(storageKey)
  if (existing) return existing
  const key = crypto.randomUUID()
  sessionStorage.setItem(storageKey, key)
  return key
}

export function forgetIdempotencyKey(draftKey: string): void {
  sessionStorage.removeItem(`idempotency:${draftKey}`)
}
