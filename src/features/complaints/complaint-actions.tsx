import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useId } from 'react'
import { complaintStaleResponse, nextStatuses, type ComplaintDetail } from '../../contract/complaints'
import { complaintLabels, type ComplaintStatus } from '../../contract/complaints/list'
import * as m from '../../paraglide/m/complaints'
import { useOnline } from '../../lib/connectivity'
import { useMayChange } from '../../lib/permissions-store'
import { Button } from '../../ui/button'
import { useRecordWrite, type WriteGuard } from '../../ui/form/use-record-write'
import { WriteNotices } from '../../ui/write-notices'
import { assign, assigneeOptionsQuery, complaintRecords, setComplaintStatus } from './api'
import { moveLabels } from './vocabulary'
import '../../ui/styles/select.css'

/** A ticket's writes answer with the whole complaint (its timeline too): it goes to its page, and the lists refetch. */
export const ticketCache = { keys: complaintRecords.keys, rowId: (row: ComplaintDetail) => row.complaint_id, inLists: false }

// A ticket cannot move back (nextStatuses: a resolved one closes or reopens), so the moves that end work ask first.
const moveGuards = (): Partial<Record<ComplaintStatus, WriteGuard<ComplaintDetail>>> => ({
  resolved: { confirm: { title: m.resolveTitle(), text: m.resolveText(), action: m.moveResolve() } },
  closed: { confirm: { title: m.closeTitle(), text: m.closeText(), action: m.moveClose() } },
})

/**
 * The moves the ticket can make from here and who has it; each is one write, blocked offline and on a role that only
 * views complaints, with the reason. A stale move (409) brings the complaint as it is now, so the user sees what changed
 * and can act again.
 */
export function ComplaintActions({ complaint }: { complaint: ComplaintDetail }) {
  const writer = useRecordWrite({
    cache: ticketCache,
    staleSchema: complaintStaleResponse,
    fallback: m.saveFailed(),
  })
  const online = useOnline()
  const changes = useMayChange(useLocation({ select: (location) => location.pathname }))
  const people = useQuery(assigneeOptionsQuery())
  const selectId = useId()
  const { complaint_id: id, updated_at } = complaint
  const busy = writer.pending !== null
  const blocked = !online || !changes || busy
  return (
    <div className="detail-main">
      <WriteNotices online={online} mayChange={changes} offlineNext={m.offlineTicket()} />
      <div className="page-header-actions">
        {nextStatuses[complaint.status].map((status) => (
          <Button
            key={status}
            variant={status === 'open' ? 'secondary' : 'primary'}
            disabled={blocked}
            loading={writer.pending === status}
            onClick={() => void writer.run(status, () => setComplaintStatus(id, { status, updated_at }), moveGuards()[status])}
          >
            {moveLabels()[status]}
          </Button>
        ))}
      </div>
      {writer.dialog}
      <div className="field">
        <label htmlFor={selectId} className="field-label">
          {complaintLabels.assignee_id}
        </label>
        <select
          id={selectId}
          className="select"
          value={complaint.assignee_id ?? ''}
          disabled={blocked || people.isPending}
          onChange={(event) =>
            void writer.run('assign', () => assign(id, { assignee_id: event.target.value || null, updated_at }), {
              undo: (saved) => assign(id, { assignee_id: complaint.assignee_id, updated_at: saved?.updated_at ?? updated_at }),
            })
          }
        >
          <option value="">{people.isPending ? m.loading() : m.nobody()}</option>
          {(people.data ?? []).map((person) => (
            <option key={person.value} value={person.value}>
              {person.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
