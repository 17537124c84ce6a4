import { createFileRoute } from '@tanstack/react-router'
import { webhookAttemptsResource, webhooksResource } from '../../../features/webhooks/api'
import { WebhookLogScreen } from '../../../features/webhooks/webhook-log-screen'
import { attemptsList } from '../../../features/webhooks/webhooks-lists'
import { rawSearch } from '../../../ui/route-loaders'

function LogRoute() {
  const { id } = Route.useParams()
  return <WebhookLogScreen id={id} />
}

export const Route = createFileRoute('/_app/webhooks/$id')({
  ...rawSearch,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(webhooksResource.detailQuery(params.id))
    void context.queryClient.prefetchQuery(webhookAttemptsResource(params.id).listQuery(attemptsList.queryOf(deps)))
  },
  component: LogRoute,
})
