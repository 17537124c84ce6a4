import { createFileRoute } from '@tanstack/react-router'
import { apiKeysResource } from '../../../features/api-keys/api'
import { apiKeysList } from '../../../features/api-keys/api-keys-list'
import { ApiKeysScreen } from '../../../features/api-keys/api-keys-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/api-keys/')({
  ...rawSearch,
  loader: listLoader(apiKeysResource, apiKeysList),
  component: ApiKeysScreen,
})
