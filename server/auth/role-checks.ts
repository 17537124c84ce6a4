import { pathsForRole, roles } from '../../src/contract/permissions'
import type { Db } from '../db/client'

/**
 * How the Team area validates and compares roles (docs: roles as data). For now over the fixed role map
 * (src/contract/permissions.ts); at merge these two are re-implemented over the organisation's roles
 * (server/auth/roles.ts: grantsOf, mayGrant) with the same signatures, and nothing else in the area changes.
 */

/** True when `roleKey` is one of the organisation's roles. */
export async function roleKnown(_db: Db, _orgId: string, roleKey: string): Promise<boolean> {
  return (roles as readonly string[]).includes(roleKey)
}

/** True when the actor may give `targetRoleKey`: the owner may give any role; anyone else one whose screens are all theirs. */
export async function mayAssign(_db: Db, _orgId: string, actorRoleKey: string, targetRoleKey: string): Promise<boolean> {
  if (actorRoleKey === 'owner') return true
  const mine = new Set<string>(pathsForRole(actorRoleKey))
  return pathsForRole(targetRoleKey).every((path) => mine.has(path))
}
