import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
import type { ComponentType } from 'react'
import type { Region, SurveyCity } from '../../contract/employees'
import * as m from '../../paraglide/m/employees'
import { useTheme } from '../../lib/theme'
import { Spinner } from '../../ui/spinner'
import { mapSettingsQuery } from './api'
import { cityOutlines } from './city-outlines'
import { cityName } from './format'
import type { RegionMapProps } from './region-map'
import './regions.css'

// The map engine loads only once a region is chosen. With no network and no saved map it cannot load: the form goes on
// without the picture (the list of regions above it says the same).
const RegionMap = lazy(async (): Promise<{ default: ComponentType<RegionMapProps> }> => {
  try {
    return await import('./region-map')
  } catch {
    return { default: () => null }
  }
})

const ignore = () => undefined

/** The employee form's small map of the regions chosen: it only shows; the checkbox list above it is its text alternative. */
export function RegionPreview({ city, regions, chosen }: { city: SurveyCity; regions: readonly Region[]; chosen: readonly string[] }) {
  const settings = useQuery(mapSettingsQuery())
  const dark = useTheme() === 'dark'
  const key = chosen.join(',')
  const shown = useMemo(() => regions.filter((region) => key.split(',').includes(region.region_id)), [regions, key])
  if (shown.length === 0 || settings.isPending) return null
  return (
    <div className="region-preview">
      <Suspense
        fallback={
          <p className="region-map-loading">
            <Spinner /> {m.mapLoading()}
          </p>
        }
      >
        <RegionMap
          preview
          regions={shown}
          outline={cityOutlines[city]}
          onSelect={ignore}
          dark={dark}
          label={m.chosenRegionsMap({ city: cityName(city) })}
          tiles={settings.data?.tiles ?? null}
        />
      </Suspense>
    </div>
  )
}
