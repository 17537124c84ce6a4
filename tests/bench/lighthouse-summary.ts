import type { Result } from 'lighthouse'
import { round } from './stats'

export const categories = ['performance', 'accessibility', 'best-practices'] as const
export const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']

export type FailingAudit = { category: string; id: string; title: string; score: number | null; weight: number; displayValue?: string; items: string[] }
export type PageScores = {
  page: string
  finalUrl: string
  scores: Record<string, number | null>
  metrics: Record<string, string | undefined>
  failing: FailingAudit[]
  /** Lighthouse's measure of this machine's CPU; TBT and the simulated timings scale with it. */
  benchmarkIndex: number
  warnings: string[]
}

type DetailItem = {
  url?: unknown
  reason?: unknown
  label?: unknown
  groupLabel?: unknown
  duration?: unknown
  node?: { snippet?: unknown }
  items?: DetailItem[]
}

const describeItem = (item: DetailItem): string | null => {
  if (item.groupLabel !== undefined) return `${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`
  const text = item.url ?? item.node?.snippet ?? item.reason ?? item.label
  return text === undefined ? null : String(text).slice(0, 70)
}

/** The first offending resources, elements or reasons an audit lists (nested tables flattened), to say what to fix. */
function detailItems(details: unknown): string[] {
  const items = (details as { items?: DetailItem[] } | undefined)?.items ?? []
  const flat = items.flatMap((item) => (Array.isArray(item.items) ? item.items : [item]))
  return flat
    .map(describeItem)
    .filter((text): text is string => text !== null)
    .slice(0, 2)
}

function failingAudits(lhr: Result): FailingAudit[] {
  return categories.flatMap((key) =>
    (lhr.categories[key]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
      .filter(({ audit }) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative'))
      .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
      .map(({ ref, audit }) => ({
        category: key,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        items: detailItems(audit.details),
      })),
  )
}

export function summarise(page: string, lhr: Result): PageScores {
  const score = (key: string) => {
    const value = lhr.categories[key]?.score
    return value === null || value === undefined ? null : round(value * 100)
  }
  return {
    page,
    finalUrl: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categories.map((key) => [key, score(key)])),
    metrics: Object.fromEntries(metrics.map((id) => [id, lhr.audits[id]?.displayValue])),
    failing: failingAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])],
  }
}
