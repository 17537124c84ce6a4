import { createFileRoute } from '@tanstack/react-router'
import { subscribers } from '../../features/customers/api'
import { subscriberList } from '../../features/customers/subscriber-list'
import { SubscriberListScreen } from '../../features/customers/subscriber-list-screen'

export const Route = createFileRoute('/_app/subscribers')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(subscribers.listQuery(subscriberList.queryOf(deps))),
  component: SubscriberListScreen,
})
