/** A point of a route in order, with its state: 'done', 'failed' or anything else (pending). */
export type SketchStop = { lat: number; lng: number; label: string; state: string }

const size = { width: 320, height: 220, pad: 20 }
const colours: Record<string, string> = { done: 'var(--success)', failed: 'var(--danger)' }

/**
 * A route drawn from coordinates alone (no map tiles, so it works offline): the stops in order joined by a line,
 * each a numbered dot coloured by its state. Longitude is scaled by the cosine of the latitude so shapes keep.
 */
export function RouteSketch({ stops, title }: { stops: SketchStop[]; title: string }) {
  if (stops.length === 0) return null
  const scaleX = Math.cos(((stops[0]?.lat ?? 0) * Math.PI) / 180)
  const xs = stops.map((stop) => stop.lng * scaleX)
  const ys = stops.map((stop) => stop.lat)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const span = Math.max(maxX - minX, maxY - minY, 1e-6)
  const inner = Math.min(size.width, size.height) - 2 * size.pad
  const point = (index: number) => ({
    x: size.pad + (((xs[index] ?? 0) - minX) / span) * inner + (size.width - inner - 2 * size.pad) / 2,
    y: size.height - size.pad - (((ys[index] ?? 0) - minY) / span) * inner,
  })
  const points = stops.map((_, index) => point(index))
  return (
    <svg className="route-sketch" viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-label={title}>
      <title>{title}</title>
      <polyline points={points.map(({ x, y }) => `${x},${y}`).join(' ')} fill="none" stroke="var(--border-strong)" strokeWidth="2" />
      {points.map(({ x, y }, index) => {
        const stop = stops[index]
        return (
          <g key={index}>
            <circle cx={x} cy={y} r="9" fill={colours[stop?.state ?? ''] ?? 'var(--brand)'} />
            <text x={x} y={y + 3.5} textAnchor="middle" fontSize="10" fill="var(--on-brand)">
              {index + 1}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
