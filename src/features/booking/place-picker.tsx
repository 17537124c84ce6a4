import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Place } from '../../contract/booking'
import { FieldShell } from '../../ui/form/field-shell'
import { placesQuery } from './api'

export type PickedPlace = { name: string; lat: string; lng: string }

/** A known place of the city found as you type, or a point typed as coordinates. */
export function PlacePicker({
  id,
  label,
  city,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  city: 'hyd' | 'delhi'
  value: PickedPlace
  onChange: (place: PickedPlace) => void
  error?: string
}) {
  const [search, setSearch] = useState('')
  const found = useQuery({ ...placesQuery({ city, search: search.trim() }), enabled: search.trim().length >= 2 })
  const choose = (place: Place) => {
    onChange({ name: place.name, lat: String(place.lat), lng: String(place.lng) })
    setSearch('')
  }
  return (
    <fieldset className="place-picker">
      <legend className="field-label">{label}</legend>
      <FieldShell id={`${id}-search`} label={`Search ${label.toLowerCase()}`} error={error} hint={value.name ? `Chosen: ${value.name}` : undefined}>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          placeholder="Type a place or area"
        />
      </FieldShell>
      {found.data && found.data.length > 0 && (
        <ul className="place-options" aria-label={`${label} places`}>
          {found.data.map((place) => (
            <li key={place.place_id}>
              <button type="button" className="btn btn-secondary tap-target" onClick={() => choose(place)}>
                {place.name} <span className="muted">· {place.area}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="place-coordinates">
        <FieldShell id={`${id}-lat`} label="Latitude">
          <input
            id={`${id}-lat`}
            className="input"
            inputMode="decimal"
            value={value.lat}
            onChange={(event) => onChange({ ...value, lat: event.target.value, name: value.name || 'Typed point' })}
          />
        </FieldShell>
        <FieldShell id={`${id}-lng`} label="Longitude">
          <input
            id={`${id}-lng`}
            className="input"
            inputMode="decimal"
            value={value.lng}
            onChange={(event) => onChange({ ...value, lng: event.target.value, name: value.name || 'Typed point' })}
          />
        </FieldShell>
      </div>
    </fieldset>
  )
}
