import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import type { Employee, Region } from '../../contract/employees'
import { regionPaths } from '../../contract/employees/regions'
import * as m from '../../paraglide/m/employees'
import { formatAge, formatCount } from '../../lib/format'
import { apiRequest } from '../../lib/http'
import { ApiError } from '../../lib/api-error'
import { notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { RecordHistory } from '../../ui/form/record-history'
import { employees, regionKeys } from './api'

function People({ covering }: { covering: Employee[] }) {
  if (covering.length === 0) return <p>{m.noEmployeeCovers()}</p>
  return (
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
  )
}

/** The region's name and who covers it, every employee of its city a checkbox. */
function RegionEdit({ region, everyone, done }: { region: Region; everyone: Employee[]; done: () => void }) {
  const queryClient = useQueryClient()
  const [name, setName] = useState(region.name)
  const [chosen, setChosen] = useState(() => everyone.filter((employee) => employee.region_ids.includes(region.region_id)).map((e) => e.operator_id))
  const save = useMutation({
    mutationFn: () => apiRequest(regionPaths.update(region.region_id), { method: 'PATCH', body: { name, employee_ids: chosen } }),
    onSuccess: async () => {
      notifySuccess(m.regionUpdated())
      await Promise.all([queryClient.invalidateQueries({ queryKey: regionKeys.all }), queryClient.invalidateQueries({ queryKey: employees.keys.all })])
      done()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  const error = save.error instanceof ApiError ? save.error.message : save.error ? m.fetchRegionsFailed() : null
  const ofCity = everyone.filter((employee) => employee.city === region.city)
  return (
    <form className="form-stack region-edit" onSubmit={submit} noValidate>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor="region-name">
          {m.regionName()}
        </label>
        <input id="region-name" className="input" value={name} maxLength={80} required onChange={(event) => setName(event.target.value)} />
      </div>
      <fieldset className="field checkbox-group">
        <legend className="field-label">{m.coveringEmployees()}</legend>
        <div className="checkbox-options">
          {ofCity.map((employee) => (
            <label key={employee.operator_id} className="checkbox-option">
              <input
                type="checkbox"
                checked={chosen.includes(employee.operator_id)}
                onChange={(event) => setChosen(event.target.checked ? [...chosen, employee.operator_id] : chosen.filter((id) => id !== employee.operator_id))}
              />
              <span>{employee.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="region-edit-actions">
        <Button type="submit" loading={save.isPending}>
          {m.save()}
        </Button>
        <Button variant="secondary" onClick={done}>
          {m.cancel()}
        </Button>
      </div>
    </form>
  )
}

/** The chosen region: its pincodes and who covers it; a bottom sheet on a phone, brought into view when it opens. */
export function RegionPanel({ region, everyone, canEdit, onClose }: { region: Region; everyone: Employee[]; canEdit: boolean; onClose: () => void }) {
  const [editing, setEditing] = useState(false)
  const panel = useRef<HTMLElement>(null)
  const covering = everyone.filter((employee) => employee.region_ids.includes(region.region_id))
  // The screen keys the panel by its region: a new region is a new panel, out of editing.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' })
    panel.current?.focus({ preventScroll: true })
  }, [region.region_id])
  return (
    <section ref={panel} className="region-panel region-people" aria-labelledby="region-people-title" tabIndex={-1}>
      <header className="region-panel-head">
        <h2 id="region-people-title">{region.name}</h2>
        <Button variant="ghost" size="sm" className="tap-target" onClick={onClose}>
          {m.closePanel()}
        </Button>
      </header>
      {/* The active employees covering it, the number the region list and the map's shading show (covering lists inactive ones too). */}
      <p className="muted">
        {m.pincodesLine({ pincodes: region.pincodes.join(', '), count: region.employee_count, shown: formatCount(region.employee_count) })}
      </p>
      {editing ? (
        <RegionEdit region={region} everyone={everyone} done={() => setEditing(false)} />
      ) : (
        <>
          <People covering={covering} />
          {canEdit && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {m.editRegion()}
            </Button>
          )}
          {/* Renames, boundary imports and its employees' changes, newest first; fetched again after a save here. */}
          <RecordHistory type="region" id={region.region_id} version={`${region.name}|${covering.map((employee) => employee.operator_id).join(',')}`} />
        </>
      )}
    </section>
  )
}
