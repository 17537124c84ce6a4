import { Link, useNavigate } from '@tanstack/react-router'
import * as m from '../../paraglide/m/complaints'
import { formatCount } from '../../lib/format'
import { Button } from '../../ui/button'
import type { SearchValues } from '../../ui/list/list-search'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { complaints } from './api'
import { complaintColumns } from './complaint-columns'
import { complaintList, openAndMine } from './complaint-list'
import { useNewComplaints } from './use-new-complaints'

export function ComplaintListScreen({ search }: { search: ListRouteSearch }) {
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
            {m.newComplaints({ count: fresh.count, shown: formatCount(fresh.count) })}
          </Button>
        )}
        <Link
          to="/complaints"
          search={mine ? {} : openAndMine}
          className={mine ? 'btn btn-primary' : 'btn btn-secondary'}
          aria-current={mine ? 'true' : undefined}
        >
          {m.openAndMine()}
        </Link>
      </>
    )
  }
  return (
    <ResourceListScreen
      search={search}
      rowName={(row) => row.ticket_number}
      actions={actions}
      resource={complaints}
      rowKey={(row) => row.complaint_id}
      definition={complaintList}
      columns={complaintColumns}
      emptyAction={null}
    />
  )
}
