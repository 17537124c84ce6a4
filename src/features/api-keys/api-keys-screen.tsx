import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApiKey } from '../../contract/api-keys'
import * as m from '../../paraglide/m/api-keys'
import { errorText } from '../../lib/api-error'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { apiKeysResource, revokeApiKey } from './api'
import { apiKeysColumns } from './api-keys-columns'
import { apiKeysList } from './api-keys-list'

const newKeyLink = () => (
  <Link to="/api-keys/new" className="btn btn-primary">
    {m.newKey()}
  </Link>
)

/** /api-keys (owner): the organisation's keys with their role, state and last use; a new key; revoking one. */
export function ApiKeysScreen({ search }: { search: ListRouteSearch }) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<ApiKey | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const revoke = async (key: ApiKey) => {
    setAsking(null)
    setBusy(key.id)
    try {
      notifySuccess((await revokeApiKey(key.id)).message)
      await queryClient.invalidateQueries({ queryKey: apiKeysResource.keys.all })
    } catch (error) {
      notifyError(errorText(error, m.loadFailed()))
    } finally {
      setBusy(null)
    }
  }
  return (
    <ResourceListScreen
      search={search}
      rowName={(key) => key.name}
      actions={newKeyLink()}
      resource={apiKeysResource}
      definition={apiKeysList}
      emptyAction={newKeyLink()}
      columns={apiKeysColumns}
      rowAction={(key) =>
        key.state === 'active' && (
          <Button variant="secondary" size="sm" loading={busy === key.id} onClick={() => setAsking(key)}>
            {m.revoke()}
            <span className="visually-hidden"> {key.name}</span>
          </Button>
        )
      }
      after={
        <ConfirmDialog
          ask={asking && { title: m.revoke(), text: m.revokeConfirm({ name: asking.name }), action: m.revoke(), keep: m.cancel() }}
          onConfirm={() => asking && void revoke(asking)}
          onCancel={() => setAsking(null)}
        />
      }
    />
  )
}
