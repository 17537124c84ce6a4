import { randomBytes } from 'node:crypto'
import { and, eq, isNull, isNotNull, sql } from 'drizzle-orm'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { Db } from '../db/client'
import { authenticators, backupCodes } from './schema'
import { hashToken } from './tokens'
import { openSecret, sealSecret } from './totp-key'

/**
 * The authenticator app, a second factor that needs no SMS (docs/accounts.md#authenticator-app): RFC 6238 codes of six
 * digits every 30 s (otplib 13's defaults, what Google Authenticator and the like use), a code one step early or late
 * accepted, and each time step taken once. Ten single-use backup codes, stored hashed, shown once.
 */
const totpRules = { issuer: 'Back office', stepSeconds: 30, skewSteps: 1, backupCodes: 10 } as const

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000)

/** Starts (or restarts, while not confirmed) a setup: a new secret, its otpauth:// address and that address as a QR code. */
export async function startTotp(db: Db, key: Buffer, user: { id: string; email: string }) {
  const secret = generateSecret()
  const sealed = sealSecret(key, secret)
  await db
    .insert(authenticators)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({ target: authenticators.userId, set: { secret: sealed, confirmedAt: null, lastStep: null, createdAt: sql`now()` } })
  await db.delete(backupCodes).where(eq(backupCodes.userId, user.id))
  const uri = generateURI({ issuer: totpRules.issuer, label: user.email, secret })
  return { secret, otpauth_url: uri, qr_code: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) }
}

/** The time step a right code names (null when wrong, or a step already used: no replay). */
async function stepOf(secret: string, code: string, lastStep: number | null, now: Date): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochOf(now),
      epochTolerance: totpRules.stepSeconds * totpRules.skewSteps,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    })
    return result.valid && 'timeStep' in result ? Number(result.timeStep) : null
  } catch {
    return null
  }
}

/** Whether `code` is right for the person's authenticator, taking its time step when it is. */
async function takeCode(db: Db, key: Buffer, userId: string, code: string, now: Date, confirmed: boolean): Promise<boolean> {
  const [row] = await db
    .select()
    .from(authenticators)
    .where(and(eq(authenticators.userId, userId), confirmed ? isNotNull(authenticators.confirmedAt) : isNull(authenticators.confirmedAt)))
  // Sealed with the key (server/auth/totp-key.ts); a secret stored before secrets were sealed is a bare base32 string.
  const secret = row && (/^[A-Z2-7]+=*$/.test(row.secret) ? row.secret : openSecret(key, row.secret))
  if (!row || !secret) return false
  const step = await stepOf(secret, code, row.lastStep, now)
  if (step === null) return false
  const taken = await db
    .update(authenticators)
    .set({ lastStep: step, ...(confirmed ? {} : { confirmedAt: sql`now()` }) })
    .where(and(eq(authenticators.userId, userId), sql`coalesce(${authenticators.lastStep}, -1) < ${step}`))
    .returning({ userId: authenticators.userId })
  return taken.length > 0
}

const newBackupCode = () => {
  const text = randomBytes(5).toString('hex')
  return `${text.slice(0, 5)}-${text.slice(5)}`
}
/** Typed with or without the dash, in any case. */
const normalised = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '')

/** Confirms the setup with a code from the app; answers the ten backup codes, the only time they are shown. */
export async function confirmTotp(db: Db, key: Buffer, userId: string, code: string, now = new Date()): Promise<string[] | null> {
  if (!(await takeCode(db, key, userId, code, now, false))) return null
  const codes = Array.from({ length: totpRules.backupCodes }, newBackupCode)
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId))
  await db.insert(backupCodes).values(codes.map((value) => ({ userId, codeHash: hashToken(normalised(value)) })))
  return codes
}

/** Whether the person signs in with an authenticator app, and how many backup codes are left. */
export async function totpState(db: Db, userId: string) {
  const [row] = await db
    .select({
      enabled: sql<boolean>`${authenticators.confirmedAt} is not null`,
      left: sql<number>`(select count(*)::int from ${backupCodes} where ${backupCodes.userId} = ${userId} and ${backupCodes.usedAt} is null)`,
    })
    .from(authenticators)
    .where(eq(authenticators.userId, userId))
  return { enabled: row?.enabled ?? false, backup_codes_left: row?.enabled ? row.left : 0 }
}

/** The second factor at sign-in: a code from the app (a step early or late passes), or an unused backup code (used up). */
export async function checkSecondFactor(
  db: Db,
  key: Buffer,
  userId: string,
  input: { code?: string; backup_code?: string },
  now = new Date(),
): Promise<boolean> {
  if (input.code) return takeCode(db, key, userId, input.code, now, true)
  if (!input.backup_code) return false
  const used = await db
    .update(backupCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, hashToken(normalised(input.backup_code))), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id })
  return used.length > 0
}

/** Turns the authenticator off (after a right code or backup code): the person signs in with SMS codes again. */
export async function removeTotp(db: Db, userId: string): Promise<void> {
  await db.delete(authenticators).where(eq(authenticators.userId, userId))
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId))
}
