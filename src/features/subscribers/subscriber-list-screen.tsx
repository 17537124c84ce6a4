import { useNavigate, useSearch } from '@tanstack/react-router'
import * as m from '../../paraglide/m/subscribers'
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
