import { createFileRoute, useSearch } from '@tanstack/react-router'
import { inboxResource } from '../../features/inbox/api'
import { inboxList } from '../../features/inbox/inbox-list'
import { InboxScreen } from '../../features/inbox/inbox-screen'
import { listLoader, listRouteSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/inbox')({
  ...listRouteSearch,
  loader: listLoader(inboxResource, inboxList),
  component: ListRoute,
})

function ListRoute() {
  return <InboxScreen search={useSearch({ from: '/_app/inbox' })} />
}
