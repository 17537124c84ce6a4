import { WifiOffIcon } from './icons'
import { EmptyState } from './states'

/** A list or record never opened on this device has no saved copy to show offline (docs/app.md#offline). */
export function OfflineState({ what }: { what: string }) {
  return (
    <EmptyState
      icon={<WifiOffIcon size={28} />}
      title="You are offline"
      text={`There is no saved copy of ${what} on this device yet. It loads as soon as you are back online.`}
    />
  )
}
