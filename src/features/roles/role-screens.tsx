import { useQuery } from '@tanstack/react-query'
import { useParams, useSearch } from '@tanstack/react-router'
import type { RoleRecord } from '../../contract/roles'
import { formatCount } from '../../lib/format'
import { AddScreen, EditScreen } from '../../ui/form/form-screens'
import { roles } from './api'
import { RoleForm, rolesBack } from './role-form'
import * as m from '../../paraglide/m/roles'

/** /roles/add, or /roles/add?from=<id>: a new role, blank or a copy of another. */
export function RoleAddScreen() {
  const { from } = useSearch({ from: '/_app/roles/add' })
  const source = useQuery({ ...roles.detailQuery(from ?? ''), enabled: !!from })
  const ready = !from || source.data || source.isError
  return (
    <AddScreen title={m.newTitle()} description={m.description()} back={rolesBack}>
      {ready && <RoleForm copyOf={source.data} draftKey={from ? `role:copy:${from}` : 'role:new'} />}
    </AddScreen>
  )
}

const heading = (role?: RoleRecord) => ({
  title: role ? role.name : m.editTitle(),
  description: role ? m.membersCount({ count: formatCount(role.members) }) : m.description(),
})

/** /roles/$id: a role's screens (the owner role's are fixed: it always opens everything). */
export function RoleEditScreen() {
  const { id } = useParams({ from: '/_app/roles/$id' })
  return (
    <EditScreen id={id} resource={roles} what={m.nounOne()} history="role" heading={heading} back={rolesBack}>
      {(role, id) => (role.key === 'owner' ? <p className="panel muted">{m.ownerNote()}</p> : <RoleForm record={role} draftKey={`role:${id}`} />)}
    </EditScreen>
  )
}
