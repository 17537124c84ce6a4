import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { User } from '../../src/contract/account'
import type { Db } from '../db/client'
import { authenticators, sessions, users } from './schema'
import { statsChanged } from '../kit/stats-cache'
import { sessionCache } from './session-cache'
import { hashToken, newToken } from './tokens'

export type SessionUser = User & { orgId: string }
/** `hasTotp`: the person's authenticator app is on (a role that requires it limits the session until it is). */
export type ActiveSession = { sessionId: string; user: SessionUser; hasTotp: boolean }

export const userColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  city: users.city,
  language: users.language,
  orgId: users.orgId,
}

/** Where a session was opened: the browser's User-Agent and the client's address (shown on the account page). */
export type Device = { userAgent: string | null; ip: string | null }

export async function createSession(db: Db, user: { id: string; orgId: string }, ttlHours: number, device?: Device): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    userId: user.id,
    orgId: user.orgId,
    tokenHash: hashToken(token),
    userAgent: device?.userAgent?.slice(0, 500) ?? null,
    ip: device?.ip ?? null,
    expiresAt: sql`now() + make_interval(hours => ${ttlHours})`,
  })
  await statsChanged(db, user.orgId)
  return token
}

/** The session behind a bearer token, if it is neither expired nor revoked and its person is active. */
export async function findSession(db: Db, token: string): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token)
  const cache = sessionCache<ActiveSession>(db)
  const cached = cache.get(tokenHash)
  if (cached) return cached
  const readSince = cache.mark()
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
      hasTotp: sql<boolean>`exists (select 1 from ${authenticators} where ${authenticators.userId} = ${users.id} and ${authenticators.confirmedAt} is not null)`,
      ...userColumns,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.orgId, sessions.orgId)))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')))
  if (!row) return null
  const { sessionId, expiresAt, stale, hasTotp, ...user } = row
  // Last seen, at most once a minute: one cheap update per session per minute, none on the other requests.
  if (stale)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId))
  const session = { sessionId, user, hasTotp }
  cache.keep(tokenHash, session, expiresAt, readSince)
  return session
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ orgId: sessions.orgId, userId: sessions.userId })
  // This process refuses the token from now on; the others when the database's word reaches them (on commit).
  for (const { userId } of revoked) sessionCache(db).forgetUser(userId)
  for (const { orgId } of revoked) await statsChanged(db, orgId)
}

/**
 * Revokes every live session of the user; returns the organisations whose sign-in count changed.
 * Runs inside the caller's transaction, so the caller calls `statsChanged` once it has committed.
 */
export async function revokeUserSessions(db: Db, userId: string): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ orgId: sessions.orgId })
  return [...new Set(revoked.map((row) => row.orgId))]
}
