import { WifiOffIcon } from './icons'
import * as m from '../paraglide/m/kit'
import { EmptyState } from './states'

/** A list or record never opened on this device has no saved copy to show offline (docs/app.md#offline). */
export function OfflineState({ what }: { what: string }) {
  return <EmptyState icon={<WifiOffIcon size={28} />} title={m.youAreOffline()} text={m.noSavedCopy({ what })} />
}
