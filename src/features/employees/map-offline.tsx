import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { surveyCities } from '../../contract/employees-list'
import * as m from '../../paraglide/m/employees'
import { useOnline } from '../../lib/connectivity'
import { formatAge, formatBytes, formatCount } from '../../lib/format'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { regionsQuery } from './api'
import { cachesUsable, readMapSaved, removeMapSaved } from './map-cache'
import type { MapSaved } from './map-cache'

type Progress = { done: number; total: number; bytes: number }

/**
 * The map's own "Save for offline": the engine (not in the app's install, vite.config.ts) and the base map's tiles over
 * every region of the organisation, with its progress, then how large the saved map is and a way to remove it.
 */
export function MapOffline({ tiles }: { tiles: string | null }) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const [saved, setSaved] = useState<MapSaved | null>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  useEffect(() => {
    void readMapSaved()
      .then(setSaved)
      .catch(() => setSaved(null))
  }, [])
  if (!cachesUsable()) return null

  async function save() {
    setProgress({ done: 0, total: 0, bytes: 0 })
    try {
      const cities = await Promise.all(surveyCities.map((city) => queryClient.fetchQuery(regionsQuery(city))))
      const { saveMapForOffline, mapFiles } = await import('./region-map')
      const regions = cities.flat().map((region) => region.boundary)
      setSaved(await saveMapForOffline({ files: mapFiles(), tiles, regions, onProgress: (done, total, bytes) => setProgress({ done, total, bytes }) }))
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
      >
        {m.saveMap()}
      </Button>
      {saved && progress === null && (
        <Button variant="ghost" onClick={() => void remove()}>
          {m.removeMap()}
        </Button>
      )}
      <p className="field-hint" aria-live="polite">
        {said}
      </p>
    </div>
  )
}
