import { hideBanner, useBanner } from '../lib/banner'
import * as m from '../paraglide/m/kit'
import { useHydrated } from '../lib/hydration'
import { AlertIcon, CheckIcon, CloseIcon, WifiOffIcon } from './icons'

// Asked for as the app starts, beside the first screen: no banner is drawn before React has taken the page over.
if (typeof document !== 'undefined') void import('./styles/global-banner.css')

/** docs/app.md#notices: a fixed top-centre card with an alert icon and a message, shown while the banner flag is set. */
export function GlobalBanner() {
  const banner = useBanner()
  // The build's HTML has no banner (src/lib/hydration.ts): it shows just after React has taken the page over.
  const hydrated = useHydrated()
  if (!banner.visible || !hydrated) return null
  const tone = banner.isOffline ? 'offline' : banner.statusCode === null ? 'success' : 'error'
  const Icon = banner.isOffline ? WifiOffIcon : tone === 'success' ? CheckIcon : AlertIcon
  return (
    <div className="global-banner" data-tone={tone} role={tone === 'success' ? 'status' : 'alert'} aria-live="assertive">
      {banner.image ? <img className="global-banner-image" src={banner.image} alt="" width={56} height={56} /> : <Icon className="global-banner-icon" />}
      <p className="global-banner-message">{banner.message}</p>
      <button type="button" className="icon-btn global-banner-close" onClick={hideBanner} aria-label={m.dismiss()}>
        <CloseIcon size={18} />
      </button>
    </div>
  )
}
