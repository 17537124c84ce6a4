import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { fail } from '../kit/result'
import type { Failure } from '../kit/result'
import { beginCodeCheck } from './code-cap'
import { tooManyMessage } from './rate-limit'
import type { Clock } from './rate-limit'
import { oneTimeCodes } from './schema'
import { codeCooldown, otpExpired, otpLocked, otpWrong } from '../../src/paraglide/m/server'

export type CodePurpose = 'login' | 'reset'

export const otpRules = { ttlSeconds: 300, maxAttempts: 5, cooldownSeconds: 30 } as const

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'locked' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'capped'; wait: number }

export type IssueResult = { ok: true; code: string } | { ok: false; reason: 'cooldown'; secondsLeft: number } | { ok: false; reason: 'missing' }

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

// A per-code salt keeps equal codes from having equal hashes across rows.
function hashCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}.${createHmac('sha256', salt).update(code).digest('base64url')}`
}

function matches(code: string, stored: string): boolean {
  const salt = stored.split('.')[0] ?? ''
  const a = Buffer.from(hashCode(code, salt))
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

const live = (email: string, purpose: CodePurpose) => and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt))
const expiresIn = sql`now() + make_interval(secs => ${otpRules.ttlSeconds})`
const cooledDown = sql`${oneTimeCodes.lastSentAt} <= now() - make_interval(secs => ${otpRules.cooldownSeconds})`

async function cooldownLeft(db: Db, email: string, purpose: CodePurpose): Promise<IssueResult> {
  const [row] = await db
    .select({ left: sql<number>`ceil(extract(epoch from ${oneTimeCodes.lastSentAt} - now()) + ${otpRules.cooldownSeconds})::int` })
    .from(oneTimeCodes)
    .where(live(email, purpose))
  return row ? { ok: false, reason: 'cooldown', secondsLeft: Math.max(1, row.left) } : { ok: false, reason: 'missing' }
}

/**
 * Starts a new challenge, replacing any live code for the same email and purpose.
 * With `respectCooldown`, a code sent less than 30 s ago is kept and nothing is issued.
 */
export async function issueCode(db: Db, email: string, purpose: CodePurpose, respectCooldown = false): Promise<IssueResult> {
  const code = newCode()
  const fresh = { codeHash: hashCode(code), attempts: 0, expiresAt: expiresIn, lastSentAt: sql`now()`, createdAt: sql`now()` }
  const rows = await db
    .insert(oneTimeCodes)
    .values({ email, purpose, ...fresh })
    .onConflictDoUpdate({
      target: [oneTimeCodes.email, oneTimeCodes.purpose],
      targetWhere: sql`${oneTimeCodes.consumedAt} is null`,
      set: fresh,
      setWhere: respectCooldown ? cooledDown : undefined,
    })
    .returning({ id: oneTimeCodes.id })
  return rows.length > 0 ? { ok: true, code } : cooldownLeft(db, email, purpose)
}

/** New code for a challenge started less than `pendingSeconds` ago; the challenge keeps its start time. */
export async function resendCode(db: Db, email: string, purpose: CodePurpose, pendingSeconds: number): Promise<IssueResult> {
  const code = newCode()
  const started = sql`${oneTimeCodes.createdAt} > now() - make_interval(secs => ${pendingSeconds})`
  const rows = await db
    .update(oneTimeCodes)
    .set({ codeHash: hashCode(code), attempts: 0, expiresAt: expiresIn, lastSentAt: sql`now()` })
    .where(and(live(email, purpose), started, cooledDown))
    .returning({ id: oneTimeCodes.id })
  if (rows.length > 0) return { ok: true, code }
  const [pending] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(live(email, purpose), started))
  return pending ? cooldownLeft(db, email, purpose) : { ok: false, reason: 'missing' }
}

/** Checks a code; the account's cap across addresses (code-cap.ts) counts by `clock` (unset: the database's). */
export async function verifyCode(db: Db, email: string, purpose: CodePurpose, code: string, clock?: Clock): Promise<VerifyResult> {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
      expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()`,
    })
    .from(oneTimeCodes)
    .where(live(email, purpose))
  if (!row) return { ok: false, reason: 'missing' }
  if (row.attempts >= otpRules.maxAttempts) return { ok: false, reason: 'locked' }
  if (row.expired) return { ok: false, reason: 'expired' }
  const check = await beginCodeCheck(db, purpose, email, clock)
  if (!check.ok) return { ok: false, reason: 'capped', wait: check.wait }
  const usable = and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt), sql`${oneTimeCodes.attempts} < ${otpRules.maxAttempts}`)
  const right = matches(code, row.codeHash)
  await check.settle(right)
  if (right) {
    const consumed = await db
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(usable)
      .returning({ id: oneTimeCodes.id })
    return consumed.length > 0 ? { ok: true } : { ok: false, reason: 'missing' }
  }
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(usable)
    .returning({ attempts: oneTimeCodes.attempts })
  const attemptsLeft = otpRules.maxAttempts - (counted?.attempts ?? otpRules.maxAttempts)
  return attemptsLeft > 0 ? { ok: false, reason: 'wrong', attemptsLeft } : { ok: false, reason: 'locked' }
}

/** A refused code's answer: 429 with Retry-After when the account's cap holds it back, else 400 with the reason. */
export function verifyFailure(result: Exclude<VerifyResult, { ok: true }>, missing: string): Failure {
  if (result.reason === 'capped') return fail(429, tooManyMessage(result.wait), { retryAfter: result.wait })
  return fail(400, verifyFailureMessage(result, missing))
}

function verifyFailureMessage(result: Exclude<VerifyResult, { ok: true } | { reason: 'capped' }>, missing: string): string {
  switch (result.reason) {
    case 'wrong':
      return otpWrong({ count: result.attemptsLeft })
    case 'expired':
      return otpExpired()
    case 'locked':
      return otpLocked()
    case 'missing':
      return missing
  }
}

export function cooldownMessage(secondsLeft: number): string {
  return codeCooldown({ count: secondsLeft })
}
