import { and, lt, notLike, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../kit/schema'
import { tooManyMinutes, tooManySeconds } from '../../src/paraglide/m/server'

export type LimitRule = { name: string; limit: number; windowSeconds: number }

const fifteenMinutes = 15 * 60
const oneHour = 60 * 60

export type LimitedAction = 'login' | 'verify' | 'resend' | 'reset' | 'set-password' | 'signup'

type PerWindow = { ip: number; email?: number; windowSeconds: number }

/**
 * Hard limits per fixed window. Per IP they are high, because an office or a mobile carrier's
 * NAT puts many honest people behind one address; they stop floods, not guessing. Guessing one
 * account is slowed per account and address by the progressive delays of throttle.ts, so a
 * stranger's failures never lock the owner out. Per email only where each request costs a
 * message (SMS or email) to that person; those refuse a flood of messages, not a sign-in.
 * Behind a load balancer, TRUST_PROXY must name it (server/auth/client-ip.ts) so that each person
 * counts at their own address: left unset, 5,000 staff signing in at 9 am through one balancer
 * would share the balancer's 200 sign-ins per 15 minutes.
 */
const perWindow: Record<LimitedAction, PerWindow> = {
  // A password check (scrypt) per request: 200 sign-ins per address per 15 minutes.
  login: { ip: 200, windowSeconds: fifteenMinutes },
  // verify-otp and verify-reset-otp.
  verify: { ip: 200, windowSeconds: fifteenMinutes },
  resend: { ip: 100, email: 10, windowSeconds: fifteenMinutes },
  // send-reset-otp: each may send an email; unknown emails count the same (no account oracle).
  reset: { ip: 30, email: 10, windowSeconds: fifteenMinutes },
  // A reset token is used once; a handful of retries is plenty.
  'set-password': { ip: 20, windowSeconds: fifteenMinutes },
  // Every sign-up creates an organisation.
  signup: { ip: 5, windowSeconds: oneHour },
}

export type LimitCheck = { rule: LimitRule; subject: string }

/**
 * The windows one request counts against: the IP's and, for actions that message the email, the email's.
 * `multiplier` scales every limit (RATE_LIMIT_MULTIPLIER): 1 in production, larger for load tests.
 */
export function limitChecks(action: LimitedAction, email: string | null, ip: string, multiplier = 1): LimitCheck[] {
  const { ip: ipLimit, email: emailLimit, windowSeconds } = perWindow[action]
  const checks: LimitCheck[] = [{ rule: { name: `${action}:ip`, limit: ipLimit * multiplier, windowSeconds }, subject: ip }]
  if (emailLimit !== undefined && email !== null) {
    checks.push({ rule: { name: `${action}:email`, limit: emailLimit * multiplier, windowSeconds }, subject: email })
  }
  return checks
}

/** A clock for the limits and throttles; tests inject one to set the time instead of waiting for it. */
export type Clock = () => Date

/**
 * The time the limits count by: the injected clock's, passed as a parameter, or else the database's
 * `now()`, which every API copy shares (production leaves the clock unset).
 */
export const timeNow = (clock?: Clock): SQL => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`)

/** The start of the fixed window that holds `at`; by the database clock every API copy agrees on it. */
export const windowStartOf = (windowSeconds: number, at: SQL) => sql`to_timestamp(floor(extract(epoch from ${at}) / ${windowSeconds}) * ${windowSeconds})`

/** Counts one hit in the current fixed window; returns the seconds until it resets when over the limit. */
async function hit(db: Db, { rule, subject }: LimitCheck, at: SQL): Promise<number | null> {
  const key = `${rule.name}:${subject}`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStartOf(rule.windowSeconds, at), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({
      count: rateLimits.count,
      resetIn: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart} - ${at}) + ${rule.windowSeconds})::int`,
    })
  if (!row || row.count <= rule.limit) return null
  return Math.max(1, row.resetIn)
}

/** Counts the request against every check; null when all allow it, else the longest wait in seconds. */
export async function consumeLimits(db: Db, checks: readonly LimitCheck[], clock?: Clock): Promise<number | null> {
  const at = timeNow(clock)
  const waits = await Promise.all(checks.map((check) => hit(db, check, at)))
  const blocked = waits.filter((wait): wait is number => wait !== null)
  return blocked.length > 0 ? Math.max(...blocked) : null
}

/** The addresses each account has signed in from (throttle.ts), remembered this many days. */
export const knownAddress = { prefix: 'known:', days: 30 } as const

/** Drops windows older than a day (known addresses after 30 days); called at start and hourly so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  const old = (days: number) => lt(rateLimits.windowStart, sql`now() - make_interval(days => ${days})`)
  await db.delete(rateLimits).where(and(old(1), or(notLike(rateLimits.key, `${knownAddress.prefix}%`), old(knownAddress.days))))
}

export function tooManyMessage(seconds: number): string {
  return seconds < 60 ? tooManySeconds({ count: seconds }) : tooManyMinutes({ count: Math.ceil(seconds / 60) })
}
