import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { fail } from '../kit/result'
import type { Outcome } from '../kit/result'
import { startSession } from './accounts'
import type { Device } from './sessions'
import type { SignedIn } from './accounts'
import { otpRules } from './otp'
import { oneTimeCodes, users } from './schema'
import { checkSecondFactor, totpState } from './totp'
import { roleOf } from './roles'
import { signInAgain } from '../../src/paraglide/m/server'
import { wrongAuthenticatorCode } from '../../src/paraglide/m/security'

/**
 * The second step of a sign-in with an authenticator app (POST /api/accounts/verify-totp): the password was checked
 * minutes ago (its login challenge is live, as for an SMS code), then a code from the app or a backup code. A wrong
 * one counts against the same challenge as a wrong SMS code (five, then sign in again); the route adds the per-IP
 * limit and the account's progressive delay, as for SMS codes.
 */
export async function verifyTotpLogin(
  db: Db,
  key: Buffer,
  email: string,
  input: { code?: string; backup_code?: string },
  ttlHours: number,
  now = new Date(),
  device?: Device,
): Promise<Outcome<SignedIn>> {
  const live = and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, 'login'), isNull(oneTimeCodes.consumedAt))
  const [challenge] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(live, sql`${oneTimeCodes.expiresAt} > now()`, sql`${oneTimeCodes.attempts} < ${otpRules.maxAttempts}`))
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!challenge || !user) return fail(400, signInAgain())
  if (!(await checkSecondFactor(db, key, user.id, input, now))) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, challenge.id))
    return fail(400, wrongAuthenticatorCode())
  }
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, challenge.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id })
  if (consumed.length === 0) return fail(400, signInAgain())
  return startSession(db, email, ttlHours, device)
}

/** After an SMS sign-in: the person's role requires the app and they have not set it up (their session opens only its setup). */
export async function totpSetupNeeded(db: Db, user: { id: string; orgId: string; role: string }): Promise<boolean> {
  if (!(await roleOf(db, user.orgId, user.role))?.requireTotp) return false
  return !(await totpState(db, user.id)).enabled
}
