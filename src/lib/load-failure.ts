// A script, stylesheet or chunk that did not load. index.html's inline script owns the answer, so it works before any
// of our files has arrived: one retry (a reload, only when the file answers again), then a page of its own with
// Reload that loads the app by itself once the connection is back. This module hands it what the app sees later.

declare global {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** Set by index.html's inline script. */
    __loadFailed?: (url: string) => void
  }
}

// Vite's preload helper and the browsers' dynamic import() failures, word for word.
const loadError =
  /^(Unable to preload CSS|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/

/** The address of the file that did not load ('' when the browser does not say), or null for any other error. */
export function failedAsset(error: unknown): string | null {
  const message = error instanceof Error ? error.message : ''
  return loadError.test(message) ? (/https?:\/\/\S+/.exec(message)?.[0] ?? '') : null
}

export const showLoadFailure = (url: string) => window.__loadFailed?.(url)

/**
 * Vite's `vite:preloadError`. A chunk that fails while a screen opens reaches the router's error component, and a
 * script that failed in the background (a preload on hover) is simply asked for again when needed. A stylesheet is
 * not: Vite never asks for a failed one again, so its screen would open unstyled; the next navigation meets it.
 */
export function watchLoadFailures(onNavigate: (listener: () => void) => void): void {
  let failed: string | null = null
  window.addEventListener('vite:preloadError', (event) => {
    const url = failedAsset(event.payload)
    if (url?.endsWith('.css')) failed = url
  })
  onNavigate(() => {
    if (failed !== null) showLoadFailure(failed)
  })
}
