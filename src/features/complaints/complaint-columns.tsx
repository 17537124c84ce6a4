import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import type { Complaint } from '../../contract/complaints'
import { categoryNames, complaintLabels, complaintStatusNames, complaintStatusTones, priorityNames } from '../../contract/complaints/list'
import * as m from '../../paraglide/m/complaints'
import type { Column } from '../../ui/list/data-table'
import { StatusBadge } from '../../ui/status-badge'
import { ageOf, priorityTone } from './vocabulary'
import '../../ui/list/cells.css'

const complaintHeaders = textsOf(complaintLabels)

export const complaintColumns: Column<Complaint>[] = [
  {
    key: 'ticket_number',
    header: complaintHeaders.ticket_number,
    sortKey: 'ticket_number',
    primary: true,
    render: (row) => (
      <Link to="/complaints/view/$id" params={{ id: row.complaint_id }} className="code-link tap-target cell-nowrap">
        {row.ticket_number}
      </Link>
    ),
  },
  {
    key: 'customer',
    header: complaintHeaders.customer_name,
    card: 'meta',
    render: (row) => row.customer_name,
  },
  {
    key: 'order',
    header: complaintHeaders.order_reference,
    card: 'detail',
    render: (row) => <span className="cell-nowrap">{row.order_reference || '—'}</span>,
  },
  {
    key: 'product',
    header: complaintHeaders.product_name,
    card: 'detail',
    render: (row) => row.product_name ?? '—',
  },
  {
    key: 'category',
    header: complaintHeaders.category,
    card: 'meta',
    render: (row) => categoryNames[row.category],
  },
  {
    key: 'priority',
    header: complaintHeaders.priority,
    sortKey: 'priority',
    card: 'detail',
    render: (row) => <StatusBadge label={priorityNames[row.priority]} tone={priorityTone[row.priority]} />,
  },
  {
    key: 'status',
    header: complaintHeaders.status,
    sortKey: 'status',
    card: 'aside',
    render: (row) => <StatusBadge label={complaintStatusNames[row.status]} tone={complaintStatusTones[row.status]} />,
  },
  {
    key: 'age',
    header: m.age,
    sortKey: 'created_at',
    align: 'end',
    card: 'detail',
    render: (row) => ageOf(row.created_at, row.resolved_at),
  },
  {
    key: 'assignee',
    header: complaintHeaders.assignee_id,
    card: 'detail',
    render: (row) => row.assignee_name ?? m.nobody(),
  },
]
