import { useState } from 'react'
import type { Region } from '../../contract/employees'
import { inPolygon } from '../../contract/employees/geo'
import type { Located } from './region-map'

export type LocateState = { step: 'idle' } | { step: 'locating' } | { step: 'found'; position: Located } | { step: 'denied' } | { step: 'unavailable' }

/**
 * "Where am I": the phone's position, asked for only when `locate` is called (a tap), never before. Which region it is in
 * is worked out here from the regions already loaded, so it works offline too.
 */
export function useLocate() {
  const [state, setState] = useState<LocateState>({ step: 'idle' })
  const locate = () => {
    if (!('geolocation' in navigator)) return setState({ step: 'unavailable' })
    setState({ step: 'locating' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ step: 'found', position: { lng: coords.longitude, lat: coords.latitude, accuracy: coords.accuracy } }),
      (error) => setState({ step: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    )
  }
  return { state, locate }
}

/** The region the position is in, of those given. */
export const regionAt = (regions: readonly Region[], { lng, lat }: Located) => regions.find((region) => inPolygon([lng, lat], region.boundary))
