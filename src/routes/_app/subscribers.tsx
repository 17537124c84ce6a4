import { createFileRoute, useSearch } from '@tanstack/react-router'
import { speaksHindi } from '../../contract/i18n/locale'
import { subscribers } from '../../features/subscribers/api'
import { subscriberList } from '../../features/subscribers/subscriber-list'
import { SubscriberListScreen } from '../../features/subscribers/subscriber-list-screen'
import { listLoader, listRouteSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/subscribers')({
  ...listRouteSearch,
  // The drawer shows the subscriber's complaints with their statuses, texts of the complaints catalogue.
  beforeLoad: () => (speaksHindi ? import('../../contract/i18n/load').then((i18n) => i18n.loadHindi(['complaints'])) : undefined),
  loader: listLoader(subscribers, subscriberList),
  component: ListRoute,
})

function ListRoute() {
  return <SubscriberListScreen search={useSearch({ from: '/_app/subscribers' })} />
}
