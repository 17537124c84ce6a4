import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { cities } from '../../contract/account'
import type { Employee, Region, SurveyCity } from '../../contract/employees'
import { surveyCities } from '../../contract/employees/list'
import * as m from '../../paraglide/m/employees'
import { formatCount } from '../../lib/format'
import { useMayChange } from '../../lib/permissions-store'
import { useTheme } from '../../lib/theme'
import { PageHeader } from '../../ui/page-header'
import { QueryState } from '../../ui/query-state'
import { SaveOffline } from '../../ui/save-offline'
import { Spinner } from '../../ui/spinner'
import { EmptyState } from '../../ui/states'
import { Button } from '../../ui/button'
import { allEmployeesQuery, mapSettingsQuery, regionsQuery } from './api'
import { cityOutlines } from './city-outlines'
import { cityName } from './format'
import { MapOffline } from './map-offline'
import { surveyOfflineSteps } from './offline-steps'
import { RegionPanel } from './region-panel'
import { regionAt, useLocate } from './use-locate'
import type { LocateState } from './use-locate'
import './regions.css'

// MapLibre is a large library: only this screen loads it, when it opens (tests/size/map-bytes.test.ts).
const RegionMap = lazy(() => import('./region-map'))

type RegionSearch = { city?: unknown; region?: unknown }

/** Shades of the list's swatches, the map's light ones (region-map.tsx): 0, 1, 2, 3 and 4 or more. */
const swatches = ['#e5e7eb', '#c7d2fe', '#a5b4fc', '#818cf8', '#4f46e5']

/** The regions as a list of buttons: the map's text alternative, reached by keyboard. */
function RegionList({ regions, city, selected, onSelect }: { regions: Region[]; city: SurveyCity; selected?: string; onSelect: (id: string) => void }) {
  return (
    <nav className="region-list" aria-label={m.regionList({ city: cityName(city) })}>
      <p className="muted">{m.shadedBy()}</p>
      <ul className="map-names">
        {regions.map((region) => (
          <li key={region.region_id}>
            <button type="button" className="map-name tap-target" aria-pressed={region.region_id === selected} onClick={() => onSelect(region.region_id)}>
              <span className="map-swatch" style={{ background: swatches[Math.min(region.employee_count, 4)] }} aria-hidden="true" />
              <span>{region.name}</span>
              <span className="map-count">{region.employee_count}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** What the locate button found, said in words (a live region, so a screen reader hears it). */
function WhereAmI({ state, regions, city }: { state: LocateState; regions: Region[]; city: SurveyCity }) {
  const said = (() => {
    if (state.step === 'locating') return m.locating()
    if (state.step === 'denied') return m.locationDenied()
    if (state.step === 'unavailable') return m.locationUnavailable()
    if (state.step !== 'found') return ''
    const region = regionAt(regions, state.position)
    const where = region
      ? m.locatedIn({ region: region.name, count: region.employee_count, shown: formatCount(region.employee_count) })
      : m.notInRegion({ city: cityName(city) })
    return `${where}. ${m.accuracy({ metres: formatCount(Math.round(state.position.accuracy)) })}`
  })()
  return (
    <p className="where-am-i" role="status">
      {said}
    </p>
  )
}

/** /employees/regions?city=hyd&region=…: the city's regions on a map shaded by coverage; a tap opens who covers one. */
export function RegionsScreen({ search }: { search: RegionSearch }) {
  const city: SurveyCity = surveyCities.find((value) => value === search.city) ?? 'hyd'
  const selected = typeof search.region === 'string' ? search.region : undefined
  const navigate = useNavigate()
  const regions = useQuery(regionsQuery(city))
  const everyone = useQuery(allEmployeesQuery())
  // The map waits for the settings (a few bytes) so it is drawn once, with the tiles or without.
  const settings = useQuery(mapSettingsQuery())
  const canEdit = useMayChange('/employees')
  const dark = useTheme() === 'dark'
  const { state, locate } = useLocate()
  const choose = (next: { city?: SurveyCity; region?: string }) =>
    void navigate({ to: '/employees/regions', search: { city: next.city ?? city, region: next.region }, replace: !next.city })
  const position = state.step === 'found' ? state.position : undefined
  return (
    <>
      <PageHeader
        title={m.regions()}
        description={m.regionsDescription()}
        actions={
          <>
            {canEdit && (
              <Link to="/employees/import-regions" className="btn btn-secondary">
                {m.importRegions()}
              </Link>
            )}
            <Link to="/employees" className="btn btn-secondary">
              {m.employees()}
            </Link>
          </>
        }
      />
      <div className="region-toolbar">
        <div className="segmented" role="group" aria-label={m.city()}>
          {cities.map((option) => (
            <button
              key={option.value}
              type="button"
              className="btn btn-secondary"
              aria-pressed={option.value === city}
              onClick={() => choose({ city: option.value })}
            >
              {option.label}
            </button>
          ))}
        </div>
        <Button variant="secondary" onClick={locate} loading={state.step === 'locating'}>
          {m.locate()}
        </Button>
        <SaveOffline steps={surveyOfflineSteps} what={m.regionsAndEmployees()} />
        {!settings.isPending && <MapOffline tiles={settings.data?.tiles ?? null} />}
      </div>
      <QueryState query={regions} what={m.theCityRegions({ city: cityName(city) })} fallback={m.fetchRegionsFailed()}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={m.noRegions()} text={m.cityHasNoRegions({ city: cityName(city) })} />
          ) : (
            <>
              <WhereAmI state={state} regions={list} city={city} />
              <div className="region-layout">
                <div className="region-map-frame">
                  <Suspense
                    fallback={
                      <p className="region-map-loading">
                        <Spinner /> {m.mapLoading()}
                      </p>
                    }
                  >
                    {settings.isPending ? (
                      <p className="region-map-loading">
                        <Spinner /> {m.mapLoading()}
                      </p>
                    ) : (
                      <RegionMap
                        regions={list}
                        outline={cityOutlines[city]}
                        selected={selected}
                        onSelect={(region) => choose({ region })}
                        position={position}
                        dark={dark}
                        label={m.mapOf({ city: cityName(city) })}
                        tiles={settings.data?.tiles ?? null}
                      />
                    )}
                  </Suspense>
                </div>
                <RegionList regions={list} city={city} selected={selected} onSelect={(region) => choose({ region })} />
              </div>
              {list
                .filter((region) => region.region_id === selected)
                .map((region) => (
                  <QueryState key={region.region_id} query={everyone} what={m.theEmployees()} fallback={m.fetchEmployeesFailed()}>
                    {(people: Employee[]) => <RegionPanel region={region} everyone={people} canEdit={canEdit} onClose={() => choose({})} />}
                  </QueryState>
                ))}
            </>
          )
        }
      </QueryState>
    </>
  )
}
