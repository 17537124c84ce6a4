import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiKeyCreatedResponse, apiKeyPaths, apiKeySavedResponse, apiKeySchema, type ApiKey, type ApiKeyListQuery } from '../../contract/api-keys'
import { roles } from '../../contract/permissions'
import { roleName, rolePaths } from '../../contract/roles'
import * as m from '../../paraglide/m/api-keys'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

/** docs/integrations.md: the organisation's API keys (the owner's). */
export const apiKeysResource = defineResource<ApiKey, ApiKeyListQuery>({
  key: ['api-keys'],
  row: apiKeySchema,
  list: apiKeyPaths.list,
  toasts: { list: m.loadFailed, detail: m.loadFailed },
})

export type NewKeyBody = { name: string; role: string; expires_at: string | null }

export const createApiKey = (body: NewKeyBody) => apiRequest(apiKeyPaths.create, { method: 'POST', body, schema: apiKeyCreatedResponse })
export const revokeApiKey = (id: string) => apiRequest(apiKeyPaths.revoke(id), { method: 'POST', body: {}, schema: apiKeySavedResponse })

const roleOptionsResponse = v.object({ data: v.array(v.object({ key: v.string(), name: v.string() })) })

/** The organisation's roles for the role picker (the same live key as the Team screen's, refreshed when a role changes). */
const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['roles', 'options'],
    queryFn: ({ signal }) => apiRequest(rolePaths.list, { query: { page_size: 100 }, schema: roleOptionsResponse, signal }).then((body) => body.data),
    staleTime: 60_000,
  })

export function useRoleOptions(): { value: string; label: string }[] {
  const query = useQuery(roleOptionsQuery())
  return query.data?.map((role) => ({ value: role.key, label: role.name })) ?? roles.map((value) => ({ value, label: roleName(value, value) }))
}
