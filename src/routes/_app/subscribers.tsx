import { createFileRoute } from '@tanstack/react-router'
import { subscribers } from '../../features/subscribers/api'
import { subscriberList } from '../../features/subscribers/subscriber-list'
import { SubscriberListScreen } from '../../features/subscribers/subscriber-list-screen'
import { listLoader, rawSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/subscribers')({
  ...rawSearch,
  loader: listLoader(subscribers, subscriberList),
  component: SubscriberListScreen,
})
