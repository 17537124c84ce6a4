import type { ComplaintEvent } from '../../contract/complaints'
import { complaintStatusNames, complaintStatusTones } from '../../contract/complaints/list'
import * as m from '../../paraglide/m/complaints'
import type { TimelineEntry } from '../../ui/timeline'

const by = (event: ComplaintEvent, what: string) => (event.actor_name ? m.eventBy({ what, name: event.actor_name }) : what)

/** Each event as the timeline tells it. */
export function timelineEntry(event: ComplaintEvent): TimelineEntry {
  const base = { id: event.event_id, at: event.created_at }
  switch (event.kind) {
    case 'opened':
      return { ...base, title: m.eventOpened(), body: event.body, tone: 'warning' }
    case 'status': {
      const to = event.to_status ?? 'open'
      const from = event.from_status ? `${complaintStatusNames[event.from_status]} → ` : ''
      return { ...base, title: by(event, `${from}${complaintStatusNames[to]}`), tone: complaintStatusTones[to] }
    }
    case 'assigned':
      return { ...base, title: by(event, m.eventAssigned({ name: event.body })) }
    case 'note':
      return { ...base, title: by(event, m.eventNote()), body: event.body }
    case 'reply':
      return { ...base, title: by(event, m.kindReply()), body: event.body, tone: 'info' }
  }
}
