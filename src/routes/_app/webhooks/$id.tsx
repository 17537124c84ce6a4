import { createFileRoute, useSearch } from '@tanstack/react-router'
import { webhookAttemptsResource, webhooksResource } from '../../../features/webhooks/api'
import { WebhookLogScreen } from '../../../features/webhooks/webhook-log-screen'
import { attemptsList } from '../../../features/webhooks/webhooks-lists'
import { listRouteSearch } from '../../../ui/route-loaders'

function LogRoute() {
  const { id } = Route.useParams()
  return <WebhookLogScreen id={id} search={useSearch({ from: '/_app/webhooks/$id' })} />
}

export const Route = createFileRoute('/_app/webhooks/$id')({
  ...listRouteSearch,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(webhooksResource.detailQuery(params.id))
    void context.queryClient.prefetchQuery(webhookAttemptsResource(params.id).listQuery(attemptsList.queryOf(deps)))
  },
  component: LogRoute,
})
