import { Link } from '@tanstack/react-router'
import * as m from '../../paraglide/m/webhooks'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { webhooksResource } from './api'
import { webhooksColumns } from './webhooks-columns'
import { webhooksList } from './webhooks-lists'

const newEndpointLink = () => (
  <Link to="/webhooks/new" className="btn btn-primary">
    {m.newEndpoint()}
  </Link>
)

/** /webhooks (owner): the organisation's endpoints, their events and state; a new one; each opens its delivery log. */
export function WebhooksScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      rowName={(endpoint) => endpoint.url}
      actions={newEndpointLink()}
      resource={webhooksResource}
      definition={webhooksList}
      columns={webhooksColumns}
      rowAction={(endpoint) => (
        <Link to="/webhooks/$id" params={{ id: endpoint.id }} className="btn btn-secondary btn-sm tap-target">
          {m.openLog()}
          <span className="visually-hidden"> {endpoint.url}</span>
        </Link>
      )}
      emptyAction={newEndpointLink()}
    />
  )
}
