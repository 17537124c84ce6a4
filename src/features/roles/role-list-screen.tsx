import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { messageResponse } from '../../contract/common'
import { rolePaths, type RoleRecord } from '../../contract/roles'
import { errorText } from '../../lib/api-error'
import { apiRequest } from '../../lib/http'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { roles } from './api'
import { roleColumns } from './role-columns'
import { roleList } from './role-list'
import * as m from '../../paraglide/m/roles'

const newRoleLink = () => (
  <Link to="/roles/add" className="btn btn-primary">
    {m.newRole()}
  </Link>
)

/** /roles: the organisation's roles; each opens its editor, may be copied into a new one, and a custom one nobody has may be deleted. */
export function RoleListScreen({ search }: { search: ListRouteSearch }) {
  const queryClient = useQueryClient()
  const [deleting, setDeleting] = useState<RoleRecord | null>(null)
  async function remove(role: RoleRecord) {
    setDeleting(null)
    try {
      const answer = await apiRequest(rolePaths.one(role.id), { method: 'DELETE', schema: messageResponse })
      notifySuccess(answer.message)
    } catch (error) {
      notifyError(errorText(error, m.loadFailed()))
    }
    await queryClient.invalidateQueries({ queryKey: roles.keys.all })
  }
  const rowAction = (role: RoleRecord) => (
    <span className="row-actions">
      <Link to="/roles/add" search={{ from: role.id }} className="btn btn-secondary btn-sm tap-target" aria-label={m.copyNamed({ name: role.name })}>
        {m.copy()}
      </Link>
      {!role.builtin && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDeleting(role)}
          disabled={role.members > 0}
          title={role.members > 0 ? m.roleInUse({ count: role.members }) : undefined}
        >
          {m.deleteRole()}
        </Button>
      )}
    </span>
  )
  return (
    <>
      <ResourceListScreen
        search={search}
        rowName={(role) => role.name}
        actions={newRoleLink()}
        resource={roles}
        definition={roleList}
        columns={roleColumns}
        rowAction={rowAction}
      />
      <ConfirmDialog
        ask={deleting && { title: m.confirmDeleteTitle(), text: m.confirmDeleteBody({ name: deleting.name }), action: m.deleteRole() }}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
