import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { cities } from '../../contract/account'
import type { SurveyCity } from '../../contract/employees'
import type { ImportAnswer } from '../../contract/import'
import { regionPaths } from '../../contract/employees/regions'
import * as m from '../../paraglide/m/employees'
import { ApiError } from '../../lib/api-error'
import { apiRequest } from '../../lib/http'
import { Button } from '../../ui/button'
import { ImportErrors } from '../../ui/import/import-errors'
import '../../ui/import/import.css'
import { PageHeader } from '../../ui/page-header'
import { regionKeys } from './api'

type Chosen = { name: string; geojson: unknown }

/** The importer's answer, a refusal (400 with the row errors) included. */
async function send(city: SurveyCity, geojson: unknown, dry_run: boolean): Promise<ImportAnswer> {
  try {
    return await apiRequest<ImportAnswer>(regionPaths.import, { method: 'POST', body: { city, geojson, dry_run } })
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as Partial<ImportAnswer> | undefined) : undefined
    if (body && typeof body.message === 'string') return { status: false, valid: 0, added: 0, errors: [], ...body } as ImportAnswer
    throw error
  }
}

/** /employees/import-regions: a GeoJSON file checked (a dry run lists every bad feature), then imported whole. */
export function RegionImportScreen() {
  const queryClient = useQueryClient()
  const [city, setCity] = useState<SurveyCity>('hyd')
  const [file, setFile] = useState<Chosen | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const check = useMutation({ mutationFn: (chosen: Chosen) => send(city, chosen.geojson, true) })
  const run = useMutation({
    mutationFn: (chosen: Chosen) => send(city, chosen.geojson, false),
    onSuccess: (answer) => answer.status && queryClient.invalidateQueries({ queryKey: regionKeys.all }),
  })
  const choose = async (picked: File | undefined) => {
    check.reset()
    run.reset()
    setFile(null)
    setProblem(null)
    if (!picked) return
    try {
      const chosen = { name: picked.name, geojson: JSON.parse(await picked.text()) as unknown }
      setFile(chosen)
      check.mutate(chosen)
    } catch {
      setProblem(m.unreadableFile())
    }
  }
  const checked = check.data
  const done = run.data
  const failure = check.error ?? run.error
  return (
    <div className="import-screen">
      <PageHeader title={m.importRegions()} description={m.importRegionsDescription()} />
      {(problem ?? failure) && (
        <p className="form-alert" role="alert">
          {problem ?? (failure instanceof Error ? failure.message : '')}
        </p>
      )}
      <section className="panel import-panel">
        <div className="field">
          <label className="field-label" htmlFor="region-import-city">
            {m.city()}
          </label>
          <select id="region-import-city" className="select" value={city} onChange={(event) => setCity(event.target.value as SurveyCity)}>
            {cities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <label className="btn btn-secondary import-choose">
          {m.geojsonFile()}
          <input
            type="file"
            accept=".geojson,.json,application/geo+json,application/json"
            className="import-input"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {file && <p className="muted">{file.name}</p>}
        {check.isPending && <p role="status">{m.checkFile()}…</p>}
      </section>
      {checked && !done && (
        <section className="panel import-panel" aria-live="polite">
          <p role="status">{checked.message}</p>
          <ImportErrors errors={checked.errors} />
          {checked.valid > 0 && checked.errors.length === 0 && file && (
            <Button onClick={() => run.mutate(file)} loading={run.isPending}>
              {m.importRegions()}
            </Button>
          )}
        </section>
      )}
      {done && (
        <section className="panel import-panel">
          <p role="status" className="import-result">
            {done.message}
          </p>
          {done.errors.length > 0 && <ImportErrors errors={done.errors} />}
          <Link to="/employees/regions" search={{ city }} className="btn btn-primary">
            {m.regions()}
          </Link>
        </section>
      )}
    </div>
  )
}
