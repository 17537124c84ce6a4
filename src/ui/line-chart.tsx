import { lazily } from '../lib/lazily'

type Point = { date: string; value: number }

const W = 600
const H = 160
const dayFormat = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' }))

/**
 * A small area chart: the SVG stretches to the card, so its labels are HTML
 * (SVG text would stretch with it). No chart library for one plot.
 */
export function LineChart({ points, label }: { points: readonly Point[]; label: string }) {
  if (!points.length) return null
  const max = Math.max(1, ...points.map((point) => point.value))
  const x = (index: number) => (points.length === 1 ? W / 2 : (index / (points.length - 1)) * W)
  const y = (value: number) => H - (value / max) * H
  const line = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')
  const area = `${line} L${W},${H} L0,${H} Z`
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const first = points[0]
  const last = points[points.length - 1]
  return (
    <figure className="chart">
      <div className="chart-y" aria-hidden="true">
        <span>{max}</span>
        <span>{Number.isInteger(max / 2) ? max / 2 : ''}</span>
        <span>0</span>
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${label}: ${total} in the last ${points.length} days`} preserveAspectRatio="none">
        {[0, 0.5, 1].map((step) => (
          <line key={step} className="chart-grid" x1={0} x2={W} y1={y(max * step)} y2={y(max * step)} />
        ))}
        <path className="chart-area" d={area} />
        <path className="chart-line" d={line} />
      </svg>
      <figcaption className="chart-x">
        <span>{first && dayFormat().format(new Date(first.date))}</span>
        <span>Total {total}</span>
        <span>{last && dayFormat().format(new Date(last.date))}</span>
      </figcaption>
    </figure>
  )
}
