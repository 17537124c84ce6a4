type Point = { date: string; value: number }

const W = 640
const H = 180
const PAD = { top: 12, right: 12, bottom: 24, left: 32 }
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' })

/** A small area chart drawn as SVG: no chart library for one plot. */
export function LineChart({ points, label }: { points: readonly Point[]; label: string }) {
  if (!points.length) return null
  const max = Math.max(1, ...points.map((point) => point.value))
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const x = (index: number) => PAD.left + (points.length === 1 ? innerW / 2 : (index / (points.length - 1)) * innerW)
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH
  const line = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')
  const area = `${line} L${x(points.length - 1).toFixed(1)},${PAD.top + innerH} L${x(0).toFixed(1)},${PAD.top + innerH} Z`
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const first = points[0]
  const last = points[points.length - 1]
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${label}: ${total} in the last ${points.length} days`} preserveAspectRatio="none">
        {[0, 0.5, 1].map((step) => (
          <g key={step}>
            <line className="chart-grid" x1={PAD.left} x2={W - PAD.right} y1={y(max * step)} y2={y(max * step)} />
            <text className="chart-axis" x={PAD.left - 6} y={y(max * step) + 4} textAnchor="end">
              {Math.round(max * step)}
            </text>
          </g>
        ))}
        <path className="chart-area" d={area} />
        <path className="chart-line" d={line} />
        {first && (
          <text className="chart-axis" x={PAD.left} y={H - 6}>
            {dayFormat.format(new Date(first.date))}
          </text>
        )}
        {last && (
          <text className="chart-axis" x={W - PAD.right} y={H - 6} textAnchor="end">
            {dayFormat.format(new Date(last.date))}
          </text>
        )}
      </svg>
    </figure>
  )
}
