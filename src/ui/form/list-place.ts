import type { AnyRouter } from '@tanstack/react-router'

type Search = Record<string, unknown>

/** The search (page, filters) each screen was last shown with in this tab, so a form returns to its list as it was left. */
const places = new Map<string, Search>()
const storageKey = 'list-places'

function restore(): void {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, Search>
    for (const [path, search] of Object.entries(kept)) if (!places.has(path)) places.set(path, search)
  } catch {
    // Nothing kept, or storage blocked: lists open on their first page.
  }
}

/** Remembers where each screen was left; kept for the tab's life, so a reloaded form still returns to its list's place. */
export function trackListPlaces(router: AnyRouter): void {
  restore()
  router.subscribe('onResolved', ({ toLocation }) => {
    places.set(toLocation.pathname, toLocation.search as Search)
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(places)))
    } catch {
      // Storage full or blocked: the place is kept until a reload.
    }
  })
}

/** The search a list was left with (`{}` when it was not shown in this tab). */
export const listPlace = (path: string): Search => places.get(path) ?? {}
