import { useNavigate, useSearch } from '@tanstack/react-router'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { subscribers } from './api'
import { subscriberColumns } from './subscriber-columns'
import { SubscriberDrawer } from './subscriber-drawer'
import { subscriberList } from './subscriber-list'

export function SubscriberListScreen() {
  const { subscriber } = useSearch({ strict: false }) as { subscriber?: unknown }
  const navigate = useNavigate()
  const open = typeof subscriber === 'string' ? subscriber : null
  const close = () => void navigate({ to: '.', search: ((prev: Record<string, unknown>) => ({ ...prev, subscriber: undefined })) as never })
  return (
    <ResourceListScreen
      rowName={(row) => row.name}
      title="Subscribers"
      description="Everyone on a plan, in Hyderabad and Delhi. Open one to see their complaints."
      resource={subscribers}
      rowKey={(row) => row.subscriber_id}
      definition={subscriberList}
      columns={subscriberColumns}
      searchPlaceholder="Search name, phone or email"
      noun={['subscriber', 'subscribers']}
      csvName="subscribers.csv"
      errorFallback="Failed to fetch subscribers"
      empty={{ title: 'No subscribers yet', text: 'Subscribers appear here when customers join a plan.', action: null }}
      after={<SubscriberDrawer id={open} onClose={close} />}
    />
  )
}
