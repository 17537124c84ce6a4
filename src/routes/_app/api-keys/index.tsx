import { createFileRoute, useSearch } from '@tanstack/react-router'
import { apiKeysResource } from '../../../features/api-keys/api'
import { apiKeysList } from '../../../features/api-keys/api-keys-list'
import { ApiKeysScreen } from '../../../features/api-keys/api-keys-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/api-keys/')({
  ...listRouteSearch,
  loader: listLoader(apiKeysResource, apiKeysList),
  component: ListRoute,
})

function ListRoute() {
  return <ApiKeysScreen search={useSearch({ from: '/_app/api-keys/' })} />
}
