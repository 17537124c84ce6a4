import type { ComplaintEvent } from '../../contract/complaints'
import { complaintStatusNames, complaintStatusTones } from '../../contract/complaints-list'
import type { TimelineEntry } from '../../ui/timeline'

const by = (event: ComplaintEvent) => (event.actor_name ? ` by ${event.actor_name}` : '')

/** Each event as the timeline tells it. */
export function timelineEntry(event: ComplaintEvent): TimelineEntry {
  const base = { id: event.event_id, at: event.created_at }
  switch (event.kind) {
    case 'opened':
      return { ...base, title: 'Complaint opened', body: event.body, tone: 'warning' }
    case 'status': {
      const to = event.to_status ?? 'open'
      const from = event.from_status ? `${complaintStatusNames[event.from_status]} → ` : ''
      return { ...base, title: `${from}${complaintStatusNames[to]}${by(event)}`, tone: complaintStatusTones[to] }
    }
    case 'assigned':
      return { ...base, title: `Assigned to ${event.body}${by(event)}` }
    case 'note':
      return { ...base, title: `Internal note${by(event)}`, body: event.body }
    case 'reply':
      return { ...base, title: `Reply to the customer${by(event)}`, body: event.body, tone: 'info' }
  }
}
