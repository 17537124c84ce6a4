import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions, users } from './schema'
import { hashToken } from './tokens'
import { sessionExpired } from '../../src/paraglide/m/server'
import { sessionDeactivated, sessionSignedOut } from '../../src/paraglide/m/team'

/**
 * Why a bearer token no longer signs anyone in, as the 401's message and, when it is not a plain expiry, its `reason` (docs/accounts.md#sessions): the person's access
 * was turned off, the session was signed out from another device (their own account page, or an owner's "sign out
 * everywhere"), or it simply ended. Read only on a refused token, so a signed-in request pays nothing for it.
 */
export async function endedSession(db: Db, token: string): Promise<{ message: string; reason?: 'deactivated' | 'signed_out' }> {
  const [row] = await db
    .select({ reason: sessions.revokedReason, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
  if (row?.status === 'deactivated' || row?.reason === 'deactivated') return { message: sessionDeactivated(), reason: 'deactivated' }
  if (row?.reason === 'signed_out') return { message: sessionSignedOut(), reason: 'signed_out' }
  return { message: sessionExpired() }
}
