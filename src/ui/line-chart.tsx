import { lazily } from '../lib/lazily'

type Point = { date: string; value: number }

const W = 600
const H = 160
const dayFormat = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' }))

/**
 * A small area chart: the SVG stretches to the card, so its labels are HTML
 * (SVG text would stretch with it). No chart library for one plot.
 */
type LineChartProps = {
  points: readonly Point[]
  label: string
  /** How a value reads (money, say); counts by default. */
  format?: (value: number) => string
  /** The caption's middle text and the plot's description, instead of the total of the points (a balance has no total). */
  summary?: string
}

export function LineChart({ points, label, format = String, summary }: LineChartProps) {
  if (!points.length) return null
  const max = Math.max(1, ...points.map((point) => point.value))
  // Counts start at zero; a balance may go below it.
  const min = Math.min(0, ...points.map((point) => point.value))
  const x = (index: number) => (points.length === 1 ? W / 2 : (index / (points.length - 1)) * W)
  const y = (value: number) => H - ((value - min) / (max - min)) * H
  const line = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')
  const area = `${line} L${W},${H} L0,${H} Z`
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const first = points[0]
  const last = points[points.length - 1]
  return (
    <figure className="chart">
      <div className="chart-y" aria-hidden="true">
        <span>{format(max)}</span>
        <span>{min === 0 && !Number.isInteger(max / 2) ? '' : format((max + min) / 2)}</span>
        <span>{format(min)}</span>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary ? `${label}: ${summary}` : `${label}: ${total} in the last ${points.length} days`}
        preserveAspectRatio="none"
      >
        {[0, 0.5, 1].map((step) => (
          <line key={step} className="chart-grid" x1={0} x2={W} y1={y(min + (max - min) * step)} y2={y(min + (max - min) * step)} />
        ))}
        <path className="chart-area" d={area} />
        <path className="chart-line" d={line} />
      </svg>
      <figcaption className="chart-x">
        <span>{first && dayFormat().format(new Date(first.date))}</span>
        <span>{summary ?? `Total ${total}`}</span>
        <span>{last && dayFormat().format(new Date(last.date))}</span>
      </figcaption>
    </figure>
  )
}
