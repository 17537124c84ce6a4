import { notices } from '../lib/messages'
import { WifiOffIcon } from './icons'

/**
 * Why a screen's write cannot go now: offline, with what becomes of the input (`offlineNext`: "The sheet is kept on
 * this device."), or online for a person who may only view. Nothing when the write can go.
 */
export function WriteNotices({ online, mayChange, offlineNext }: { online: boolean; mayChange: boolean; offlineNext: string }) {
  if (!online)
    return (
      <p className="form-alert" data-tone="info" role="status">
        <WifiOffIcon size={18} />
        <span>
          {notices.offlineReason} {offlineNext}
        </span>
      </p>
    )
  if (!mayChange)
    return (
      <p className="form-alert" data-tone="info" role="status">
        <span>{notices.viewOnlyReason}</span>
      </p>
    )
  return null
}
