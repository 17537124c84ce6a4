import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { cities } from '../../contract/accounts'
import type { Employee, Region, SurveyCity } from '../../contract/employees'
import { surveyCities } from '../../contract/employees-list'
import * as m from '../../paraglide/m/employees'
import { formatAge, formatCount } from '../../lib/format'
import { MapSketch } from '../../ui/map-sketch'
import { PageHeader } from '../../ui/page-header'
import { QueryState } from '../../ui/query-state'
import { SaveOffline } from '../../ui/save-offline'
import { EmptyState } from '../../ui/states'
import { allEmployeesQuery, regionsQuery } from './api'
import { cityName } from './format'
import { surveyOfflineSteps } from './offline-steps'

type RegionSearch = { city?: unknown; region?: unknown }

function Coverers({ region, everyone }: { region: Region; everyone: Employee[] }) {
  const covering = everyone.filter((employee) => employee.region_ids.includes(region.region_id))
  return (
    <section className="region-people" aria-labelledby="region-people-title">
      <h2 id="region-people-title">{region.name}</h2>
      <p className="muted">{m.pincodesLine({ pincodes: region.pincodes.join(', '), count: covering.length, shown: formatCount(covering.length) })}</p>
      {covering.length === 0 ? (
        <p>{m.noEmployeeCovers()}</p>
      ) : (
        <ul className="region-people-list">
          {covering.map((employee) => (
            <li key={employee.operator_id}>
              <Link to="/employees/update/$id" params={{ id: employee.operator_id }} className="tap-target">
                {employee.name}
              </Link>
              <span className="muted">
                {' '}
                · {employee.phone} · {employee.is_active ? m.active() : m.inactive()}
                {employee.last_seen_at ? ` · ${m.seenAgo({ age: formatAge(employee.last_seen_at) })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** /employees/regions?city=hyd&region=…: the city's regions as a map sketch shaded by coverage; a tap lists who covers one. */
export function RegionsScreen({ search }: { search: RegionSearch }) {
  const city: SurveyCity = surveyCities.find((value) => value === search.city) ?? 'hyd'
  const selected = typeof search.region === 'string' ? search.region : undefined
  const navigate = useNavigate()
  const regions = useQuery(regionsQuery(city))
  const everyone = useQuery(allEmployeesQuery())
  const choose = (next: { city?: SurveyCity; region?: string }) =>
    void navigate({ to: '/employees/regions', search: { city: next.city ?? city, region: next.region }, replace: !next.city })
  return (
    <>
      <PageHeader
        title={m.regions()}
        description={m.regionsDescription()}
        actions={
          <Link to="/employees" className="btn btn-secondary">
            {m.employees()}
          </Link>
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
        <SaveOffline steps={surveyOfflineSteps} what={m.regionsAndEmployees()} />
      </div>
      <QueryState query={regions} what={m.theCityRegions({ city: cityName(city) })} fallback={m.fetchRegionsFailed()}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={m.noRegions()} text={m.cityHasNoRegions({ city: cityName(city) })} />
          ) : (
            <div className="region-layout">
              <MapSketch
                shapes={list.map((region) => ({ id: region.region_id, name: region.name, boundary: region.boundary.coordinates[0] ?? [], value: region.employee_count }))}
                label={m.cityRegions({ city: cityName(city) })}
                selected={selected}
                onSelect={(region) => choose({ region })}
                legend={['employee', 'employees']}
              >
                {list
                  .filter((region) => region.region_id === selected)
                  .map((region) => (
                    <QueryState key={region.region_id} query={everyone} what={m.theEmployees()} fallback={m.fetchEmployeesFailed()}>
                      {(people) => <Coverers region={region} everyone={people} />}
                    </QueryState>
                  ))}
              </MapSketch>
            </div>
          )
        }
      </QueryState>
    </>
  )
}
