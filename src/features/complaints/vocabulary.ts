import type { ComplaintPriority, ComplaintStatus } from '../../contract/complaints/list'
import * as m from '../../paraglide/m/complaints'
import type { Tone } from '../../ui/status-badge'

/** How each state reads at a glance. */
export const priorityTone: Record<ComplaintPriority, Tone> = { low: 'neutral', medium: 'info', high: 'warning', urgent: 'danger' }

/** The button that makes each move. */
export const moveLabels = (): Record<ComplaintStatus, string> => ({
  open: m.moveReopen(),
  in_progress: m.moveStart(),
  resolved: m.moveResolve(),
  closed: m.moveClose(),
})

const dayMs = 86_400_000
/** "3 h", "5 d": how long a ticket has been open (until it was resolved). */
export function ageOf(createdAt: string, resolvedAt: string | null, now = Date.now()): string {
  const ms = (resolvedAt ? Date.parse(resolvedAt) : now) - Date.parse(createdAt)
  if (ms < 3_600_000) return m.ageMinutes({ count: Math.max(1, Math.round(ms / 60_000)) })
  if (ms < dayMs) return m.ageHours({ count: Math.round(ms / 3_600_000) })
  return m.ageDays({ count: Math.round(ms / dayMs) })
}
