import { useSyncExternalStore } from 'react'

/** True while the media query matches; follows resizes and rotation. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => matchMedia(query).matches,
    () => false,
  )
}

export const WIDE_SCREEN = '(min-width: 900px)'
