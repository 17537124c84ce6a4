import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { City } from '../../contract/account'
import type { Place } from '../../contract/booking'
import { FieldShell } from '../../ui/form/field-shell'
import { placesQuery } from './api'
import * as m from '../../paraglide/m/booking'

/**
 * A known place of the city found as you type. Choosing one fills the place's name and coordinates (`onChoose`),
 * which stay editable below it: a typed point needs only a name and its coordinates.
 */
export function PlaceSearch({
  id,
  label,
  placesLabel,
  city,
  onChoose,
}: {
  id: string
  label: string
  placesLabel: string
  city: City
  onChoose: (place: Place) => void
}) {
  const [search, setSearch] = useState('')
  const typed = search.trim()
  const found = useQuery({ ...placesQuery({ city, search: typed }), enabled: typed.length >= 2 })
  return (
    <div className="place-picker">
      <FieldShell id={`${id}-search`} label={label} hint={m.placeHint()}>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          placeholder={m.placePlaceholder()}
        />
      </FieldShell>
      {typed.length >= 2 && found.data?.length === 0 && <p className="field-hint">{m.noPlace()}</p>}
      {found.data && found.data.length > 0 && (
        <ul className="place-options" aria-label={placesLabel}>
          {found.data.map((place) => (
            <li key={place.place_id}>
              <button
                type="button"
                className="btn btn-secondary tap-target"
                onClick={() => {
                  onChoose(place)
                  setSearch('')
                }}
              >
                {place.name} <span className="muted">· {place.area}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
