import { createFileRoute } from '@tanstack/react-router'
import { inboxResource } from '../../features/inbox/api'
import { inboxList } from '../../features/inbox/inbox-list'
import { InboxScreen } from '../../features/inbox/inbox-screen'
import { listLoader, rawSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/inbox')({
  ...rawSearch,
  loader: listLoader(inboxResource, inboxList),
  component: InboxScreen,
})
