import { useNavigate } from '@tanstack/react-router'
import * as m from '../../paraglide/m/subscribers'
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
      title={m.subscribers()}
      description={m.listDescription()}
      resource={subscribers}
      rowKey={(row) => row.subscriber_id}
      definition={subscriberList}
      columns={subscriberColumns}
      searchPlaceholder={m.searchPlaceholder()}
      noun={[m.nounOne(), m.nounMany()]}
      csvName="subscribers.csv"
      errorFallback={m.fetchSubscribersFailed()}
      empty={{ title: m.emptyTitle(), text: m.emptyText(), action: null }}
      after={<SubscriberDrawer id={open} onClose={close} />}
    />
  )
}
