import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import type { Subscriber } from '../../contract/subscribers'
import { cityNames, planNames, subscriberLabels, subscriberStatusNames, type SubscriberStatus } from '../../contract/subscribers/list'
import { formatDate } from '../../lib/dates'
import { formatPhone } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { StatusBadge, type Tone } from '../../ui/status-badge'
import '../../ui/list/cells.css'

const subscriberHeaders = textsOf(subscriberLabels)

const subscriberTone: Record<SubscriberStatus, Tone> = { active: 'success', paused: 'warning', cancelled: 'neutral' }

export const subscriberColumns: Column<Subscriber>[] = [
  {
    key: 'name',
    header: subscriberHeaders.name,
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
    header: subscriberHeaders.phone,
    card: 'meta',
    render: (row) => formatPhone(row.phone),
  },
  {
    key: 'email',
    header: subscriberHeaders.email,
    card: 'detail',
    render: (row) => row.email,
  },
  {
    key: 'city',
    header: subscriberHeaders.city,
    sortKey: 'city',
    card: 'detail',
    render: (row) => cityNames[row.city],
  },
  {
    key: 'plan',
    header: subscriberHeaders.plan,
    sortKey: 'plan',
    card: 'detail',
    render: (row) => planNames[row.plan],
  },
  {
    key: 'status',
    header: subscriberHeaders.status,
    sortKey: 'status',
    card: 'aside',
    render: (row) => <StatusBadge label={subscriberStatusNames[row.status]} tone={subscriberTone[row.status]} />,
  },
  {
    key: 'since',
    header: subscriberHeaders.since,
    sortKey: 'since',
    card: 'detail',
    render: (row) => formatDate(row.since),
  },
]
