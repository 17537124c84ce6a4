import { Link } from '@tanstack/react-router'
import type { Subscriber } from '../../contract/subscribers'
import { cityNames, planNames, subscriberLabels, subscriberStatusNames, type SubscriberStatus } from '../../contract/subscribers-list'
import { formatDate } from '../../lib/dates'
import { formatPhone } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { StatusBadge, type Tone } from '../../ui/status-badge'
import '../../ui/list/cells.css'

const subscriberTone: Record<SubscriberStatus, Tone> = { active: 'success', paused: 'warning', cancelled: 'neutral' }

export const subscriberColumns: Column<Subscriber>[] = [
  {
    key: 'name',
    get header() {
      return subscriberLabels.name
    },
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, subscriber: row.subscriber_id })} className="name-link tap-target">
        {row.name}
      </Link>
    ),
  },
  {
    key: 'phone',
    get header() {
      return subscriberLabels.phone
    },
    card: 'meta',
    render: (row) => formatPhone(row.phone),
  },
  {
    key: 'email',
    get header() {
      return subscriberLabels.email
    },
    card: 'detail',
    render: (row) => row.email,
  },
  {
    key: 'city',
    get header() {
      return subscriberLabels.city
    },
    sortKey: 'city',
    card: 'detail',
    render: (row) => cityNames[row.city],
  },
  {
    key: 'plan',
    get header() {
      return subscriberLabels.plan
    },
    sortKey: 'plan',
    card: 'detail',
    render: (row) => planNames[row.plan],
  },
  {
    key: 'status',
    get header() {
      return subscriberLabels.status
    },
    sortKey: 'status',
    card: 'aside',
    render: (row) => <StatusBadge label={subscriberStatusNames[row.status]} tone={subscriberTone[row.status]} />,
  },
  {
    key: 'since',
    get header() {
      return subscriberLabels.since
    },
    sortKey: 'since',
    card: 'detail',
    render: (row) => formatDate(row.since),
  },
]
