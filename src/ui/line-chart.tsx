import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import * as m from '../paraglide/m/kit'
import { inLocale } from '../contract/i18n/formats'
import { formatCount } from '../lib/format'

type Point = { date: string; value: number }

const W = 600
const H = 160
const dayFormat = inLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' }))
const dayOf = (point: Point | undefined) => (point ? dayFormat().format(new Date(point.date)) : '')

/** The axis top: the next 1, 2, 4, 6 or 8 times a power of ten, even, so the middle line has a whole label too. */
export function axisMax(max: number): number {
  if (max <= 2) return 2
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 4, 6, 8, 10].map((factor) => factor * power).find((candidate) => candidate >= max) ?? 10 * power
  return step % 2 === 0 ? step : step * 2
}

/**
 * A small area chart: the SVG stretches to the card, so its labels are HTML (SVG text would stretch with it).
 * Pointing, tapping or the arrow keys (it is focusable) pick a day and show its value. No chart library for one plot.
 */
type LineChartProps = {
  points: readonly Point[]
  label: string
  /** How a value reads (money, say); counts by default. */
  format?: (value: number) => string
  /** What the plot says about itself, instead of the total of the points (a balance has no total). */
  summary?: string
}

export function LineChart({ points, label, format = formatCount, summary }: LineChartProps) {
  const [picked, setPicked] = useState<number | null>(null)
  if (!points.length) return null
  const top = axisMax(Math.max(0, ...points.map((point) => point.value)))
  // Counts start at zero; a balance may go below it.
  const lowest = Math.min(0, ...points.map((point) => point.value))
  const bottom = lowest < 0 ? -axisMax(-lowest) : 0
  const x = (index: number) => (points.length === 1 ? W / 2 : (index / (points.length - 1)) * W)
  const y = (value: number) => H - ((value - bottom) / (top - bottom)) * H
  const line = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')
  const area = `${line} L${W},${y(0)} L0,${y(0)} Z`
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const last = points.length - 1
  const current = picked === null ? null : points[picked]

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    setPicked(Math.round(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * last))
  }
  const step = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }
    if (!(event.key in moves)) return
    event.preventDefault()
    setPicked((index) => Math.min(last, Math.max(0, (index ?? last + (moves[event.key]! > 0 ? -1 : 1)) + moves[event.key]!)))
  }
  const valueText = (point: Point) => `${dayOf(point)}: ${format(point.value)}`

  return (
    <figure
      className="chart"
      tabIndex={0}
      aria-label={m.chartLabel({ label, summary: summary ?? m.chartTotal({ count: points.length, shown: formatCount(points.length), total: format(total) }) })}
      onKeyDown={step}
      onBlur={() => setPicked(null)}
    >
      <div className="chart-y" aria-hidden="true">
        <span>{format(top)}</span>
        <span>{format((top + bottom) / 2)}</span>
        <span>{format(bottom)}</span>
      </div>
      <div className="chart-plot">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          aria-hidden="true"
          preserveAspectRatio="none"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={(event) => event.pointerType === 'mouse' && setPicked(null)}
        >
          {[0, 0.5, 1].map((share) => (
            <line key={share} className="chart-grid" x1={0} x2={W} y1={y(bottom + (top - bottom) * share)} y2={y(bottom + (top - bottom) * share)} />
          ))}
          <path className="chart-area" d={area} />
          <path className="chart-line" d={line} />
          {current && <line className="chart-guide" x1={x(picked!)} x2={x(picked!)} y1={0} y2={H} />}
        </svg>
        {current && <span className="chart-dot" style={{ left: `${(x(picked!) / W) * 100}%`, top: `${(y(current.value) / H) * 100}%` }} aria-hidden="true" />}
        {current && (
          <span className="chart-tip" style={{ left: `${Math.min(85, Math.max(15, (x(picked!) / W) * 100))}%` }}>
            {valueText(current)}
          </span>
        )}
      </div>
      <figcaption className="chart-x" aria-hidden="true">
        <span>{dayOf(points[0])}</span>
        <span>{dayOf(points[Math.floor(last / 2)])}</span>
        <span>{dayOf(points[last])}</span>
      </figcaption>
      <span className="visually-hidden" aria-live="polite">
        {current ? valueText(current) : ''}
      </span>
    </figure>
  )
}
