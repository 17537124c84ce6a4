import { roles } from '../../contract/permissions'
import { roleLabel } from '../../contract/team-list'

/**
 * THE source of the role pickers on /team (the filter, the invite form, the role change): for now the eight default
 * roles with their names in the page's language. At merge it reads the organisation's roles (GET /api/accounts/roles)
 * with the same shape, so every picker follows custom roles.
 */
export function useRoleOptions(): { options: { value: string; label: string }[]; failed: boolean } {
  return { options: roles.map((value) => ({ value, label: roleLabel(value) })), failed: false }
}
