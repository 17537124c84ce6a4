import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { nextStatuses, type ComplaintDetail } from '../../contract/complaints'
import { complaintLabels } from '../../contract/complaints-list'
import { useOnline } from '../../lib/connectivity'
import { notices } from '../../lib/messages'
import { Button } from '../../ui/button'
import { WifiOffIcon } from '../../ui/icons'
import { assign, assigneeOptionsQuery, setComplaintStatus } from './api'
import { moveLabels } from './vocabulary'
import type { useTicketWrite } from './use-ticket-write'

type Props = { complaint: ComplaintDetail; writer: ReturnType<typeof useTicketWrite> }

/** The moves the ticket can make from here and who has it; each is one write, blocked offline with the reason. */
export function ComplaintActions({ complaint, writer }: Props) {
  const online = useOnline()
  const people = useQuery(assigneeOptionsQuery())
  const selectId = useId()
  const { complaint_id: id, updated_at } = complaint
  const busy = writer.pending !== null
  return (
    <div className="detail-main">
      {!online && (
        <p className="form-alert" data-tone="info" role="status">
          <WifiOffIcon size={18} />
          <span>{notices.offlineReason} Changes to this ticket wait until you are back online.</span>
        </p>
      )}
      <div className="page-header-actions">
        {nextStatuses[complaint.status].map((status) => (
          <Button
            key={status}
            variant={status === 'open' ? 'secondary' : 'primary'}
            disabled={!online || busy}
            loading={writer.pending === status}
            onClick={() => void writer.run(status, () => setComplaintStatus(id, { status, updated_at }))}
          >
            {moveLabels[status]}
          </Button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={selectId} className="field-label">
          {complaintLabels.assignee_id}
        </label>
        <select
          id={selectId}
          className="select"
          value={complaint.assignee_id ?? ''}
          disabled={!online || busy || people.isPending}
          onChange={(event) => void writer.run('assign', () => assign(id, { assignee_id: event.target.value || null, updated_at }))}
        >
          <option value="">{people.isPending ? 'Loading...' : 'Nobody'}</option>
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
