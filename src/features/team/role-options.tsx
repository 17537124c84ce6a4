import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { roles } from '../../contract/permissions'
import { roleName, rolePaths } from '../../contract/roles'
import { apiRequest } from '../../lib/http'

const roleOptionsResponse = v.object({ data: v.array(v.object({ key: v.string(), name: v.string() })) })

/** The organisation's roles for pickers (docs/accounts.md#roles-as-data); a role's creation, edit or deletion refreshes it (live key ['roles', 'options'] in src/lib/live-keys.ts). */
const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['roles', 'options'],
    queryFn: ({ signal }) => apiRequest(rolePaths.list, { query: { page_size: 100 }, schema: roleOptionsResponse, signal }).then((body) => body.data),
    staleTime: 60_000,
  })

/**
 * THE source of the role pickers and role names on /team (the filter, the invite form, the role change, the column):
 * the organisation's roles, custom ones included; until they load (or offline with none saved), the eight defaults.
 */
export function useRoleOptions(): { options: { value: string; label: string }[]; failed: boolean } {
  const query = useQuery(roleOptionsQuery())
  const options = query.data?.map((role) => ({ value: role.key, label: role.name })) ?? roles.map((value) => ({ value, label: roleName(value, value) }))
  return { options, failed: query.isError }
}

/** A role's name in the page's language, a custom role's by its name. */
export function RoleName({ role }: { role: string }) {
  const { options } = useRoleOptions()
  return options.find((option) => option.value === role)?.label ?? roleName(role, role)
}
