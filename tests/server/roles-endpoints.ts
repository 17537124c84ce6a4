import { and, eq } from 'drizzle-orm'
import { roles } from '../../server/auth/schema'
import { brands } from '../../server/areas/catalogue/schema'
import { roleResponse, rolePaths } from '../../src/contract/roles'
import { get, staleVersion } from './endpoint-kit'
import type { CallContext, Endpoint } from './endpoint-kit'

/**
 * The roles' rows of the shared-rules table (tests/server/endpoints.ts). The edit toggles the demo's custom role
 * "Store lead" (nobody else's calls depend on it) between viewing and changing bookings; in another organisation
 * it names a role of theirs, for the 404.
 */
async function roleOf({ t, ids }: CallContext) {
  const [brand] = await t.db.select({ orgId: brands.org_id }).from(brands).where(eq(brands.id, ids.brandId))
  const orgId = brand?.orgId ?? ''
  const [own] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.key, 'r-storelead')))
  if (own) return own
  const [other] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.key, 'catalogue')))
  if (!other) throw new Error('no role to edit')
  return other
}

export const endpoints: Record<string, Endpoint> = {
  // Every member may list the roles: the Team screen's pickers.
  'GET /api/accounts/roles': { kind: 'list', areas: ['/accounts'], call: () => get(rolePaths.list) },
  'GET /api/accounts/roles/:id': { kind: 'detail', areas: ['/roles'], call: async (context) => get(rolePaths.one((await roleOf(context)).id)) },
  'PUT /api/accounts/roles/:id': {
    kind: 'update',
    areas: ['/roles'],
    call: async (context) => {
      const role = await roleOf(context)
      const bookings = role.grants['/bookings-all'] === 'change' ? 'view' : 'change'
      return {
        method: 'PUT',
        path: rolePaths.one(role.id),
        body: { grants: { ...role.grants, '/bookings-all': bookings }, updated_at: context.stale ? staleVersion : role.updatedAt.toISOString() },
      }
    },
    saved: roleResponse,
    history: { type: 'role', action: 'updated' },
    invalid: { grants: { '/nowhere': 'change' }, updated_at: staleVersion },
  },
}
