import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { ListScreen } from '../../ui/list/list-screen'
import { useListSearch } from '../../ui/list/use-list-search'
import { subscribers } from './api'
import { subscriberColumns } from './subscriber-columns'
import { SubscriberDrawer } from './subscriber-drawer'
import { subscriberList } from './subscriber-list'

export function SubscriberListScreen() {
  const state = useListSearch(subscriberList)
  const list = useQuery(subscribers.listQuery(state.query))
  const { subscriber } = useSearch({ strict: false }) as { subscriber?: unknown }
  const navigate = useNavigate()
  const open = typeof subscriber === 'string' ? subscriber : null
  const close = () => void navigate({ to: '.', search: ((prev: Record<string, unknown>) => ({ ...prev, subscriber: undefined })) as never })
  return (
    <>
      <ListScreen
        title="Subscribers"
        description="Everyone on a plan, in Hyderabad and Delhi. Open one to see their complaints."
        state={state}
        filters={subscriberList.filters}
        list={list}
        columns={subscriberColumns}
        rowKey={(row) => row.subscriber_id}
        searchPlaceholder="Search name, phone or email"
        noun={['subscriber', 'subscribers']}
        csv={{ path: subscribers.listPath, filename: 'subscribers.csv' }}
        errorFallback="Failed to fetch subscribers"
        empty={{ title: 'No subscribers yet', text: 'Subscribers appear here when customers join a plan.', action: null }}
      />
      <SubscriberDrawer id={open} onClose={close} />
    </>
  )
}
