import { useSyncExternalStore } from 'react'

const unchanging = () => () => undefined

/**
 * False while React takes over HTML the build rendered (src/prerender.tsx: /login), true after that and in every render
 * that creates the page itself. What the build could not know (this browser's theme, being offline) is drawn with the
 * build's value until then, so hydration matches the HTML and keeps what was typed into it; React redraws it just after.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** A form submitted before React took the page over, held by index.html's first script; null once React handles submits. */
    __held?: EventTarget | null
  }
}

/**
 * From now on React handles this page: index.html's first script stops holding submits, a form someone submitted while
 * the page was still the build's HTML is sent now, and #root loses its data-prerendered mark. Called when the app
 * renders, or by a prerendered form once it is hydrated.
 */
export function finishHydration(): void {
  const held = window.__held
  window.__held = null
  document.getElementById('root')?.removeAttribute('data-prerendered')
  if (held instanceof HTMLFormElement && held.isConnected) held.requestSubmit()
}
