import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { resetTokens, users } from './schema'
import type { CodeTransport } from './code-transport'
import { issueCode, verifyCode, verifyFailure } from './otp'
import type { Clock } from './rate-limit'
import { hashPassword } from './passwords'
import { fail } from '../kit/result'
import type { Outcome } from '../kit/result'
import { sessionCache } from './session-cache'
import { revokeUserSessions } from './sessions'
import { statsChanged } from '../kit/stats-cache'
import { hashToken, newToken } from './tokens'
import { badResetToken, otpExpired } from '../../src/paraglide/m/server'

const resetTokenMinutes = 15

/** Sends an email code when the account exists; the caller answers the same either way. */
export async function sendResetCode(db: Db, transport: CodeTransport, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id, orgId: users.orgId, language: users.language }).from(users).where(eq(users.email, email))
  if (!user) return
  // Inside the cooldown the earlier code stays valid and nothing is sent (no 429: it would reveal the account).
  const issued = await issueCode(db, email, 'reset', true)
  if (issued.ok)
    await transport.send({
      channel: 'email',
      to: email,
      email,
      purpose: 'reset',
      code: issued.code,
      language: user.language,
      org: { id: user.orgId, by: user.id },
    })
}

export async function verifyResetCode(db: Db, email: string, otp: string, clock?: Clock): Promise<Outcome<{ resetToken: string }>> {
  const checked = await verifyCode(db, email, 'reset', otp, clock)
  if (!checked.ok) return verifyFailure(checked, otpExpired())
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) return fail(400, otpExpired())
  const resetToken = newToken()
  await db.insert(resetTokens).values({
    tokenHash: hashToken(resetToken),
    userId: user.id,
    expiresAt: sql`now() + make_interval(mins => ${resetTokenMinutes})`,
  })
  return { ok: true, resetToken }
}

/** The token is unused, unexpired and issued to this email's user. */
const usableToken = (resetToken: string, email: string) =>
  and(
    eq(resetTokens.tokenHash, hashToken(resetToken)),
    eq(users.id, resetTokens.userId),
    eq(users.email, email),
    isNull(resetTokens.usedAt),
    gt(resetTokens.expiresAt, sql`now()`),
  )

export async function setPassword(db: Db, email: string, resetToken: string, newPassword: string): Promise<Outcome<object>> {
  const refused = fail(400, badResetToken(), { errors: { reset_token: [badResetToken()] } })
  // The token first: a junk request must not cost a password hash (scrypt), which would slow everyone's sign-in.
  const [usable] = await db
    .select({ userId: resetTokens.userId })
    .from(resetTokens)
    .innerJoin(users, eq(users.id, resetTokens.userId))
    .where(usableToken(resetToken, email))
  if (!usable) return refused
  const passwordHash = await hashPassword(newPassword)
  const done = await db.transaction(async (tx) => {
    // Claimed again inside the transaction: of two requests with one token, only one sets the password.
    const [claimed] = await tx
      .update(resetTokens)
      .set({ usedAt: sql`now()` })
      .from(users)
      .where(usableToken(resetToken, email))
      .returning({ userId: resetTokens.userId })
    if (!claimed) return null
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, claimed.userId))
    await tx
      .update(resetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resetTokens.userId, claimed.userId), isNull(resetTokens.usedAt)))
    return { userId: claimed.userId, orgIds: await revokeUserSessions(tx, claimed.userId) }
  })
  // Committed: this process refuses the old sessions now, the others when the database's word reaches them.
  if (done) sessionCache(db).forgetUser(done.userId)
  for (const orgId of done ? done.orgIds : []) await statsChanged(db, orgId)
  return done ? { ok: true } : refused
}
