import { createFileRoute, useSearch } from '@tanstack/react-router'
import { webhooksResource } from '../../../features/webhooks/api'
import { webhooksList } from '../../../features/webhooks/webhooks-lists'
import { WebhooksScreen } from '../../../features/webhooks/webhooks-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/webhooks/')({
  ...listRouteSearch,
  loader: listLoader(webhooksResource, webhooksList),
  component: ListRoute,
})

function ListRoute() {
  return <WebhooksScreen search={useSearch({ from: '/_app/webhooks/' })} />
}
