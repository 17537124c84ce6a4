import { delMany, keys } from 'idb-keyval'

/** Form drafts in localStorage so typed input survives a reload, a 401 or going offline (docs/app.md#offline). */
const PREFIX = 'draft:'

export function readDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key)
    return raw ? (JSON.parse(raw) as Partial<T>) : null
  } catch {
    return null
  }
}

export function writeDraft(key: string, values: object, omit: readonly string[] = []): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)))
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(PREFIX + key)
}

export function clearAllDrafts(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key)
}

/** Photos picked in a form draft live in IndexedDB (too big for localStorage). */
export async function clearImageDrafts(): Promise<void> {
  const all = await keys().catch(() => [])
  await delMany(all.filter((key) => String(key).startsWith('draft-images:'))).catch(() => undefined)
}
