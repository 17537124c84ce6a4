import { useNavigate } from '@tanstack/react-router'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { subscribers } from './api'
import { subscriberColumns } from './subscriber-columns'
import { SubscriberDrawer } from './subscriber-drawer'
import { subscriberList } from './subscriber-list'

export function SubscriberListScreen({ search }: { search: ListRouteSearch }) {
  const navigate = useNavigate()
  const open = typeof search.subscriber === 'string' ? search.subscriber : null
  const close = () => void navigate({ to: '.', search: ((prev: Record<string, unknown>) => ({ ...prev, subscriber: undefined })) as never })
  return (
    <ResourceListScreen
      search={search}
      rowName={(row) => row.name}
      resource={subscribers}
      rowKey={(row) => row.subscriber_id}
      definition={subscriberList}
      columns={subscriberColumns}
      emptyAction={null}
      after={<SubscriberDrawer id={open} onClose={close} />}
    />
  )
}
