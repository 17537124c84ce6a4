import { onlineManager } from '@tanstack/react-query'
import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { bannerStore, hideBanner, showBanner } from './banner'
import { useHydrated } from './hydration'
import { durations, notices } from './messages'

const online = createAtom<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine)

/**
 * The one connectivity store (docs/app.md#offline): banners, Query's onlineManager and the mutation gate read it.
 * `subscribe` hands back the unsubscribe function, as the HTTP client and the sign-out queue expect.
 */
export const connectivityStore = {
  get: () => online.get(),
  set: (next: boolean) => online.set(next),
  subscribe: (listener: () => void) => online.subscribe(() => listener()).unsubscribe,
}

export const isOnline = () => online.get()
/** Online while React takes over the build's HTML, which was drawn online (src/lib/hydration.ts). */
export function useOnline(): boolean {
  const value = useSelector(online)
  return useHydrated() ? value : true
}

function setOnline(online: boolean): void {
  const was = connectivityStore.get()
  connectivityStore.set(online)
  if (!online) {
    showBanner({ message: notices.offlineBanner, isOffline: true, duration: null })
  } else if (!was) {
    if (bannerStore.get().isOffline) hideBanner()
    showBanner({ message: notices.backOnline, duration: durations.backOnline })
  }
}

let started = false

/** Wires browser events once; starting offline shows the persistent banner at once. */
export function startConnectivity(): () => void {
  if (started) return () => {}
  started = true
  const goOnline = () => setOnline(true)
  const goOffline = () => setOnline(false)
  window.addEventListener('online', goOnline)
  window.addEventListener('offline', goOffline)
  onlineManager.setEventListener((setQueryOnline) => {
    setQueryOnline(connectivityStore.get())
    return connectivityStore.subscribe(() => setQueryOnline(connectivityStore.get()))
  })
  if (!navigator.onLine) setOnline(false)
  return () => {
    started = false
    window.removeEventListener('online', goOnline)
    window.removeEventListener('offline', goOffline)
  }
}
