import { rolePaths, roleSchema, type RoleCreateBody, type RoleListQuery, type RoleRecord, type RoleUpdateBody } from '../../contract/roles'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/roles'

/** /api/accounts/roles (docs/accounts.md#roles-as-data). */
export const roles = defineResource<RoleRecord, RoleListQuery>({
  key: ['roles'],
  row: roleSchema,
  list: rolePaths.list,
  detail: rolePaths.one,
  toasts: { list: m.loadFailed, detail: m.roleNotFound },
})

export const createRole = (body: RoleCreateBody, idempotencyKey: string) => roles.write('POST', rolePaths.list, body, idempotencyKey)
export const updateRole = (id: string, body: RoleUpdateBody) => roles.write('PUT', rolePaths.one(id), body)
