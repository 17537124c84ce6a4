import { createFileRoute } from '@tanstack/react-router'
import { webhooksResource } from '../../../features/webhooks/api'
import { webhooksList } from '../../../features/webhooks/webhooks-lists'
import { WebhooksScreen } from '../../../features/webhooks/webhooks-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/webhooks/')({
  ...rawSearch,
  loader: listLoader(webhooksResource, webhooksList),
  component: WebhooksScreen,
})
