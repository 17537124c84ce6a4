import { Link, useNavigate } from '@tanstack/react-router'
import { Button } from '../../ui/button'
import type { SearchValues } from '../../ui/list/list-search'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { complaints } from './api'
import { complaintColumns } from './complaint-columns'
import { complaintList, openAndMine } from './complaint-list'
import { useNewComplaints } from './use-new-complaints'

export function ComplaintListScreen() {
  const fresh = useNewComplaints()
  const navigate = useNavigate()
  const actions = (search: SearchValues) => {
    const mine = search.status === openAndMine.status && search.assignee_id === openAndMine.assignee_id
    const showNew = () => {
      fresh.show()
      // Newest first on the first page, where the new ones are.
      void navigate({ to: '/complaints', search: { ...search, page: undefined, ordering: undefined } as never })
    }
    return (
      <>
        {fresh.count > 0 && (
          <Button variant="secondary" className="new-items" onClick={showNew} aria-live="polite">
            {fresh.count === 1 ? '1 new complaint' : `${fresh.count} new complaints`}
          </Button>
        )}
        <Link
          to="/complaints"
          search={mine ? {} : openAndMine}
          className={mine ? 'btn btn-primary' : 'btn btn-secondary'}
          aria-current={mine ? 'true' : undefined}
        >
          Open and mine
        </Link>
      </>
    )
  }
  return (
    <ResourceListScreen
      rowName={(row) => row.ticket_number}
      title="Complaints"
      description="Tickets from customers: work them from open to resolved."
      actions={actions}
      resource={complaints}
      rowKey={(row) => row.complaint_id}
      definition={complaintList}
      columns={complaintColumns}
      searchPlaceholder="Search ticket, order or customer"
      noun={['complaint', 'complaints']}
      csvName="complaints.csv"
      errorFallback="Failed to fetch complaints"
      empty={{ title: 'No complaints', text: 'Complaints from customers appear here as they come in.', action: null }}
    />
  )
}
