import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Db } from '../db/client'
import { recordChange } from '../kit/history'
import type { AppEnv } from '../kit/types'
import type { SessionUser } from './sessions'
import { users } from './schema'
import { labelDevice, labelStep } from '../../src/paraglide/m/team'

/**
 * The sign-in trail (docs/accounts.md#activity): each sign-in and each refused password or code of a member is an entry
 * of their organisation's history (record type 'member'), so the owner's Activity shows them. An address that is no
 * member's leaves nothing (there is no organisation to tell, and the trail must not grow from guesses).
 */

const labelOf = (user: { firstName: string; lastName: string; email: string }) => `${`${user.firstName} ${user.lastName}`.trim()} <${user.email}>`

/** A sign-in: recorded as the person's own (the request now carries them). */
export async function recordSignIn(db: Db, c: Context<AppEnv>, user: SessionUser, device: string | null): Promise<void> {
  c.set('user', user)
  const label = labelOf({ firstName: user.first_name, lastName: user.last_name, email: user.email })
  const changes = device ? [{ field: 'device', label: labelDevice(), before: null, after: device.slice(0, 200) }] : []
  await db.transaction((tx) => recordChange(tx, user.orgId, { type: 'member', id: user.id, label, action: 'signed_in', changes }))
}

/** A refused password or code for a member's address: the system's entry (nobody is signed in). */
export async function recordFailedSignIn(db: Db, email: string, step: 'password' | 'code'): Promise<void> {
  const [user] = await db
    .select({ id: users.id, orgId: users.orgId, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.email, email))
  if (!user) return
  const changes = [{ field: 'step', label: labelStep(), before: null, after: step }]
  await db.transaction((tx) => recordChange(tx, user.orgId, { type: 'member', id: user.id, label: labelOf(user), action: 'sign_in_failed', changes }))
}
