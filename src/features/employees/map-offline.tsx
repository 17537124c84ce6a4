import { useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { surveyCities } from '../../contract/employees/list'
import * as m from '../../paraglide/m/employees'
import { useOnline } from '../../lib/connectivity'
import { formatAge, formatBytes, formatCount } from '../../lib/format'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { regionsQuery } from './api'
import { cachesUsable, readMapSaved, removeMapSaved } from './map-cache'
import type { MapSaved } from './map-cache'

type Progress = { done: number; total: number; bytes: number }
type Estimate = { bytes: number; tiles: number }

/** What the map's save keeps: the engine's files as this page loaded them, the archive, and every region of the organisation. */
async function inputsOf(queryClient: QueryClient, tiles: string | null) {
  const cities = await Promise.all(surveyCities.map((city) => queryClient.fetchQuery(regionsQuery(city))))
  const { mapFiles } = await import('./region-map')
  return { files: mapFiles(), tiles, regions: cities.flat().map((region) => region.boundary) }
}

/**
 * The map's own "Save for offline": the engine (not in the app's install, vite.config.ts) and the base map's tiles over
 * every region of the organisation: how large it would be before saving (from the archive's directories, map-plan.ts),
 * its progress, then how large the saved map is and a way to remove it.
 */
export function MapOffline({ tiles }: { tiles: string | null }) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const [saved, setSaved] = useState<MapSaved | null>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  useEffect(() => {
    void readMapSaved()
      .then(setSaved)
      .catch(() => setSaved(null))
  }, [])
  // Before saving, what it would keep (the engine's files' sizes and the tiles' ranges): read once online.
  const estimating = online && cachesUsable() && estimate === null
  useEffect(() => {
    if (!estimating) return
    let current = true
    void (async () => {
      const { estimateMapSave } = await import('./region-map')
      const found = await estimateMapSave(await inputsOf(queryClient, tiles))
      if (current) setEstimate(found)
    })().catch(() => undefined)
    return () => {
      current = false
    }
  }, [estimating, queryClient, tiles])
  if (!cachesUsable()) return null

  async function save() {
    setProgress({ done: 0, total: 0, bytes: 0 })
    try {
      const { saveMapForOffline } = await import('./region-map')
      const saving = await inputsOf(queryClient, tiles)
      setSaved(await saveMapForOffline({ ...saving, onProgress: (done, total, bytes) => setProgress({ done, total, bytes }) }))
      notifySuccess(m.mapSavedToast())
    } catch {
      notifyError(m.mapSaveFailed())
    } finally {
      setProgress(null)
    }
  }
  async function remove() {
    await removeMapSaved()
    setSaved(null)
    notifySuccess(m.mapRemoved())
  }

  const said = progress
    ? m.mapSaving({ done: formatCount(progress.done), total: formatCount(progress.total), size: formatBytes(progress.bytes) })
    : saved
      ? m.mapSavedAge({ age: formatAge(saved.at), size: formatBytes(saved.bytes), tiles: formatCount(saved.tiles) })
      : m.mapNotSaved()
  return (
    <div className="save-offline map-offline" role="group" aria-label={m.offlineMap()}>
      <Button
        variant="secondary"
        onClick={() => void save()}
        loading={progress !== null}
        disabled={!online}
        title={online ? undefined : m.mapNeedsConnection()}
        aria-describedby={estimate && !saved && !progress ? 'map-estimate' : undefined}
      >
        {m.saveMap()}
      </Button>
      {saved && progress === null && (
        <Button variant="ghost" onClick={() => void remove()}>
          {m.removeMap()}
        </Button>
      )}
      {estimate && !saved && !progress && (
        <p className="field-hint" id="map-estimate">
          {estimate.tiles > 0
            ? m.mapEstimate({ size: formatBytes(estimate.bytes), count: estimate.tiles, shown: formatCount(estimate.tiles) })
            : m.mapEstimateCode({ size: formatBytes(estimate.bytes) })}
        </p>
      )}
      <p className="field-hint" aria-live="polite">
        {said}
      </p>
    </div>
  )
}
