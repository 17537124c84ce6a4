import type { ReactNode } from 'react'
import * as m from '../paraglide/m/kit'
import './styles/map-sketch.css'

/** A [longitude, latitude] corner. */
type LngLat = readonly [number, number]
export type MapShape = { id: string; name: string; boundary: readonly LngLat[]; value: number }

const W = 600
/** Share of the brand colour for 0, 1, 2, 3 and 4 or more. */
const shades = [0, 22, 42, 62, 85]
const shadeOf = (value: number) => shades[Math.min(value, shades.length - 1)] ?? 0
const fillOf = (value: number) => `color-mix(in srgb, var(--brand) ${shadeOf(value)}%, var(--surface))`

/**
 * A city's regions drawn from their boundaries (no map tiles, so it works offline), each shaded by its value, with the
 * names as buttons under it: a tap on the drawing or on a name chooses the region.
 */
export function MapSketch({
  shapes,
  label,
  selected,
  onSelect,
  legend,
  children,
}: {
  shapes: readonly MapShape[]
  label: string
  selected?: string
  onSelect: (id: string) => void
  /** What the value counts, one and many: ['employee', 'employees']. */
  legend: readonly [string, string]
  /** Shown between the drawing and the names: what the chosen region holds. */
  children?: ReactNode
}) {
  const corners = shapes.flatMap((shape) => shape.boundary)
  if (!corners.length) return null
  const lngs = corners.map(([lng]) => lng)
  const lats = corners.map(([, lat]) => lat)
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)]
  // Equirectangular, a degree of longitude shortened by the latitude: right enough for one city.
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180)
  const scale = W / ((east - west) * squeeze || 1)
  const H = Math.max(1, (north - south) * scale)
  const point = ([lng, lat]: LngLat) => `${((lng - west) * squeeze * scale).toFixed(1)},${((north - lat) * scale).toFixed(1)}`
  const centre = (boundary: readonly LngLat[]): LngLat => [
    boundary.reduce((sum, [lng]) => sum + lng, 0) / boundary.length,
    boundary.reduce((sum, [, lat]) => sum + lat, 0) / boundary.length,
  ]
  return (
    <figure className="map-sketch">
      <svg viewBox={`-4 -4 ${W + 8} ${H + 8}`} role="img" aria-label={label}>
        {shapes.map((shape) => {
          const [x, y] = point(centre(shape.boundary)).split(',')
          return (
            <g key={shape.id} className="map-shape" data-selected={shape.id === selected || undefined} onClick={() => onSelect(shape.id)}>
              <polygon points={shape.boundary.map(point).join(' ')} style={{ fill: fillOf(shape.value) }} />
              <text x={x} y={y} textAnchor="middle" dominantBaseline="middle">
                {shape.value}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="map-legend">
        {shades.map((_, value) => (
          <span key={value} className="map-legend-item">
            <span className="map-swatch" style={{ background: fillOf(value) }} aria-hidden="true" />
            {m.counted({ shown: value === shades.length - 1 ? `${value}+` : String(value), noun: value === 1 ? legend[0] : legend[1] })}
          </span>
        ))}
      </figcaption>
      {children}
      <ul className="map-names" aria-label={m.chooseOne({ label })}>
        {shapes.map((shape) => (
          <li key={shape.id}>
            <button type="button" className="map-name tap-target" aria-pressed={shape.id === selected} onClick={() => onSelect(shape.id)}>
              <span className="map-swatch" style={{ background: fillOf(shape.value) }} aria-hidden="true" />
              <span>{shape.name}</span>
              <span className="map-count">{shape.value}</span>
            </button>
          </li>
        ))}
      </ul>
    </figure>
  )
}
