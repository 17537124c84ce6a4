import { useSyncExternalStore } from 'react'

// Some environments (old WebViews, jsdom in tests) have no matchMedia: every query then reads as not matching.
const supported = () => typeof matchMedia === 'function'

/** True while the media query matches; follows resizes and rotation. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!supported()) return () => undefined
      const list = matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => supported() && matchMedia(query).matches,
    () => false,
  )
}

export const WIDE_SCREEN = '(min-width: 900px)'
