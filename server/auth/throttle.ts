import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../kit/schema'
import { knownAddress, timeNow, windowStartOf } from './rate-limit'
import type { Clock } from './rate-limit'

/** What is being guessed: a password (login) or a one-time code (verify-otp, verify-reset-otp). */
export type ThrottledAction = 'password' | 'code'

/**
 * Progressive delay per account and client address (OWASP: throttle rather than lock out).
 * The first `freeFailures` attempts go straight through; from then on each attempt must wait
 * 1 s, 2 s, 4 s ... (at most `maxDelaySeconds`) after the one before it, and is answered 429 with
 * Retry-After while it waits. A success clears the count. The count is per address, so the
 * owner signing in from anywhere else is never slowed by a stranger's guesses; and an address the
 * owner has signed in from (a code accepted there) in the last 30 days is never throttled for that
 * account, so a stranger behind the same office NAT or carrier address cannot slow the owner there
 * either. Guessing from such an address is still capped by the per-address window (rate-limit.ts).
 */
const throttleRules = { freeFailures: 5, maxDelaySeconds: 300, memorySeconds: 24 * 60 * 60 } as const

type Attempt = { ok: true; settle: (succeeded: boolean) => Promise<void> } | { ok: false; wait: number }

const keysOf = (action: ThrottledAction, email: string, ip: string) => ({
  failures: `fail:${action}:${email}:${ip}`,
  // Its count is the moment (ms after the window start) before which no attempt may start.
  gate: `gate:${action}:${email}:${ip}`,
  // For every action: the owner has completed a sign-in (or a reset code) from this address.
  known: `${knownAddress.prefix}${email}:${ip}`,
})

/** Milliseconds the next attempt must wait after the `attempt`-th one (1-based) started. */
export function delayAfter(attempt: number, freeFailures: number = throttleRules.freeFailures): number {
  if (attempt < freeFailures) return 0
  return Math.min(2 ** (attempt - freeFailures), throttleRules.maxDelaySeconds) * 1000
}

/**
 * Counts an attempt before it is checked (so a burst of parallel guesses cannot slip past), and
 * refuses it with the seconds to wait when the account's delay from this address has not passed.
 * The caller reports the outcome with `settle`. `multiplier` (RATE_LIMIT_MULTIPLIER) raises the
 * number of free attempts for load tests. `clock` is read once per attempt (unset: the database's clock).
 */
export async function beginAttempt(db: Db, action: ThrottledAction, email: string, ip: string, multiplier = 1, clock?: Clock): Promise<Attempt> {
  const keys = keysOf(action, email, ip)
  const at = timeNow(clock)
  const windowStart = windowStartOf(throttleRules.memorySeconds, at)
  const settle = async (succeeded: boolean) => {
    if (!succeeded) return
    await db.delete(rateLimits).where(inArray(rateLimits.key, [keys.failures, keys.gate]))
    if (action === 'code') await db.insert(rateLimits).values({ key: keys.known, windowStart, count: 1 }).onConflictDoNothing()
  }
  const [known] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keys.known), gt(rateLimits.windowStart, sql`${at} - make_interval(days => ${knownAddress.days})`)))
    .limit(1)
  if (known) return { ok: true, settle }
  const [counted] = await db
    .insert(rateLimits)
    .values({ key: keys.failures, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
  const attempt = counted?.count ?? 1
  const freeFailures = throttleRules.freeFailures * multiplier
  if (attempt < freeFailures) return { ok: true, settle }

  // One statement takes the gate when it is open and closes it behind this attempt: of parallel
  // attempts exactly one gets through. The database clock keeps every API copy in step.
  const elapsedMs = sql`floor(extract(epoch from ${at} - ${windowStart}) * 1000)::int`
  const taken = await db
    .insert(rateLimits)
    .values({ key: keys.gate, windowStart, count: sql`${elapsedMs} + ${delayAfter(attempt, freeFailures)}` })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`excluded.count` },
      setWhere: sql`${rateLimits.count} <= ${elapsedMs}`,
    })
    .returning({ count: rateLimits.count })
  if (taken.length > 0) return { ok: true, settle }

  // Refused unchecked: it does not count as a failure.
  const inWindow = (key: string) => and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart))
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inWindow(keys.failures))
  const [gate] = await db
    .select({ waitMs: sql<number>`(${rateLimits.count} - ${elapsedMs})::int` })
    .from(rateLimits)
    .where(inWindow(keys.gate))
  return { ok: false, wait: Math.max(1, Math.ceil((gate?.waitMs ?? 1000) / 1000)) }
}
