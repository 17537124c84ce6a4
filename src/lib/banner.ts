import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'

/** docs/app.md#notices: one global banner, fixed top-centre. */
export type BannerState = {
  visible: boolean
  message: string
  isOffline: boolean
  statusCode: number | null
  image: string | null
  /** Milliseconds before it hides itself; null keeps it until dismissed. */
  duration: number | null
}

const DEFAULT_BANNER_DURATION = 4000

const hidden: BannerState = { visible: false, message: '', isOffline: false, statusCode: null, image: null, duration: DEFAULT_BANNER_DURATION }
export const bannerStore = createAtom<BannerState>(hidden)

let timer: ReturnType<typeof setTimeout> | undefined

export function showBanner(options: Partial<Omit<BannerState, 'visible'>> & { message: string }): void {
  clearTimeout(timer)
  const next: BannerState = { ...hidden, ...options, visible: true }
  bannerStore.set(next)
  if (next.duration !== null) timer = setTimeout(hideBanner, next.duration)
}

export function hideBanner(): void {
  clearTimeout(timer)
  bannerStore.set(hidden)
}

export const useBanner = () => useSelector(bannerStore)
