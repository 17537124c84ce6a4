import { CodeEntry } from './code-entry'
import { ScanButton } from './scan-button'
import type { ScanFound } from './scan-dialog'
import * as m from '../../paraglide/m/stock'

type Place = { id: string; name: string }

/** A sheet's location: one of the organisation's active places, or none yet. */
export function LocationSelect({
  id,
  label,
  places,
  value,
  onChange,
}: {
  id: string
  label: string
  places: Place[]
  value: string
  onChange: (id: string) => void
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={places.some((place) => place.id === value) ? value : ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{m.selectLocation()}</option>
        {places.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** How items join a sheet (the camera, or a typed barcode or SKU) once its location is chosen; before, what to choose. */
export function SheetEntry({ ready, chooseFirst, onFound }: { ready: boolean; chooseFirst: string; onFound: (found: ScanFound) => void }) {
  if (!ready) return <p className="muted">{chooseFirst}</p>
  return (
    <div className="stock-count-entry">
      <ScanButton onFound={onFound} />
      <CodeEntry onFound={onFound} />
    </div>
  )
}
