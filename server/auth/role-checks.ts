import type { Db } from '../db/client'
import { roleName } from '../../src/contract/roles'
import { grantsOf, mayGrant, roleOf } from './roles'

/** How the Team area validates and compares roles: over the organisation's roles as data (docs/accounts.md#roles-as-data). */

/** True when `roleKey` is one of the organisation's roles. */
export async function roleKnown(db: Db, orgId: string, roleKey: string): Promise<boolean> {
  return (await grantsOf(db, orgId, roleKey)) !== null
}

/** True when the actor may give `targetRoleKey`: one that opens nothing beyond what the actor opens, at no higher level. */
export async function mayAssign(db: Db, orgId: string, actorRoleKey: string, targetRoleKey: string): Promise<boolean> {
  const [actor, target] = await Promise.all([grantsOf(db, orgId, actorRoleKey), grantsOf(db, orgId, targetRoleKey)])
  return actor !== null && target !== null && mayGrant(actor, target)
}

/** A role's name as people read it: a default's in the language of the moment, a custom role's as the organisation named it. */
export async function roleDisplayName(db: Db, orgId: string, roleKey: string): Promise<string> {
  const held = await roleOf(db, orgId, roleKey)
  return roleName(roleKey, held?.name ?? roleKey)
}
