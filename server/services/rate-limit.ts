import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export type LimitRule = { name: string; limit: number; windowSeconds: number }

const fifteenMinutes = 15 * 60

export type LimitedAction = 'login' | 'verify' | 'resend' | 'reset'

/** Per action: hits allowed per 15 minutes for one email and for one IP. */
const perWindow: Record<LimitedAction, { email: number; ip: number }> = {
  login: { email: 10, ip: 30 },
  verify: { email: 10, ip: 10 },
  resend: { email: 10, ip: 10 },
  reset: { email: 10, ip: 10 },
}

export type LimitCheck = { rule: LimitRule; subject: string }

/** `multiplier` scales every limit (RATE_LIMIT_MULTIPLIER): 1 in production, larger for load tests. */
export function limitChecks(action: LimitedAction, email: string, ip: string, multiplier = 1): LimitCheck[] {
  const limits = perWindow[action]
  return [
    { rule: { name: `${action}:email`, limit: limits.email * multiplier, windowSeconds: fifteenMinutes }, subject: email },
    { rule: { name: `${action}:ip`, limit: limits.ip * multiplier, windowSeconds: fifteenMinutes }, subject: ip },
  ]
}

/** Counts one hit in the current fixed window; returns the seconds until it resets when over the limit. */
async function hit(db: Db, { rule, subject }: LimitCheck): Promise<number | null> {
  const key = `${rule.name}:${subject}`
  // The database clock picks the window, so every API copy agrees on it.
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds})`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({
      count: rateLimits.count,
      resetIn: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart} - now()) + ${rule.windowSeconds})::int`,
    })
  if (!row || row.count <= rule.limit) return null
  return Math.max(1, row.resetIn)
}

/** Counts the request against every check; null when all allow it, else the longest wait in seconds. */
export async function consumeLimits(db: Db, checks: readonly LimitCheck[]): Promise<number | null> {
  const waits = await Promise.all(checks.map((check) => hit(db, check)))
  const blocked = waits.filter((wait): wait is number => wait !== null)
  return blocked.length > 0 ? Math.max(...blocked) : null
}

/** Drops windows older than a day; called at start and hourly so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
}

export function tooManyMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  return `Too many attempts. Please try again in ${wait}.`
}
