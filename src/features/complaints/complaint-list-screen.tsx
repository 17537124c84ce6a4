import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button } from '../../ui/button'
import { ListScreen } from '../../ui/list/list-screen'
import { useListSearch } from '../../ui/list/use-list-search'
import { complaints } from './api'
import { complaintColumns } from './complaint-columns'
import { complaintList, openAndMine } from './complaint-list'
import { useNewComplaints } from './use-new-complaints'

export function ComplaintListScreen() {
  const state = useListSearch(complaintList)
  const list = useQuery(complaints.listQuery(state.query))
  const fresh = useNewComplaints()
  const navigate = useNavigate()
  const mine = state.search.status === openAndMine.status && state.search.assignee_id === openAndMine.assignee_id
  const showNew = () => {
    fresh.show()
    // Newest first on the first page, where the new ones are.
    void navigate({ to: '/complaints', search: { ...state.search, page: undefined, ordering: undefined } as never })
  }
  const actions = (
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
  return (
    <ListScreen
      title="Complaints"
      description="Tickets from customers: work them from open to resolved."
      actions={actions}
      state={state}
      filters={complaintList.filters}
      list={list}
      columns={complaintColumns}
      rowKey={(row) => row.complaint_id}
      searchPlaceholder="Search ticket, order or customer"
      noun={['complaint', 'complaints']}
      csv={{ path: complaints.listPath, filename: 'complaints.csv' }}
      errorFallback="Failed to fetch complaints"
      empty={{ title: 'No complaints', text: 'Complaints from customers appear here as they come in.', action: null }}
    />
  )
}
