import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../kit/schema'
import { timeNow, windowStartOf } from './rate-limit'
import type { Clock } from './rate-limit'

/**
 * Wrong one-time codes per account (email and purpose), counted across every address: at most `perHour` in each
 * clock hour, and after `consecutive` wrong codes with no right one (NIST SP 800-63B: at most 100) codes of that
 * purpose are refused for `lockHours`. Only a person with the password (login) or the mailbox's reset request
 * (reset) gets a live code to check, and the two purposes count apart, so a stranger's reset guesses never stop the
 * owner's sign-in. Both end by time; a right code clears the consecutive count.
 */
export const codeCap = { perHour: 10, consecutive: 100, lockHours: 24 } as const

const hourSeconds = 60 * 60
const lockSeconds = codeCap.lockHours * hourSeconds
/** The consecutive count has no window: it lasts until a right code or the lock ends it (the hourly prune leaves it). */
const forever = sql`'infinity'::timestamptz`

export type CodeCheck = { ok: true; settle: (right: boolean) => Promise<void> } | { ok: false; wait: number }

const keysOf = (purpose: string, email: string) => ({
  hour: `code-hour:${purpose}:${email}`,
  run: `code-run:${purpose}:${email}`,
  lock: `code-lock:${purpose}:${email}`,
})

/**
 * Reserves one code check for the account before the code is compared (parallel guesses cannot slip past the hourly
 * cap), or refuses it with the seconds to wait. `settle` reports whether the code was right.
 */
export async function beginCodeCheck(db: Db, purpose: string, email: string, clock?: Clock): Promise<CodeCheck> {
  const keys = keysOf(purpose, email)
  const at = timeNow(clock)
  const [lock] = await db
    .select({ left: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart} - ${at}) + ${lockSeconds})::int` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keys.lock), gt(rateLimits.windowStart, sql`${at} - make_interval(secs => ${lockSeconds})`)))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1)
  if (lock) return { ok: false, wait: Math.max(1, lock.left) }

  const hour = windowStartOf(hourSeconds, at)
  const inHour = and(eq(rateLimits.key, keys.hour), eq(rateLimits.windowStart, hour))
  const [counted] = await db
    .insert(rateLimits)
    .values({ key: keys.hour, windowStart: hour, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count, resetIn: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart} - ${at}) + ${hourSeconds})::int` })
  const giveBack = () =>
    db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(inHour)
  if (!counted || counted.count > codeCap.perHour) {
    await giveBack()
    return { ok: false, wait: Math.max(1, counted?.resetIn ?? hourSeconds) }
  }

  const settle = async (right: boolean) => {
    if (right) {
      // Only wrong codes count against the hour; a right one ends the run of wrong ones.
      await giveBack()
      await db.delete(rateLimits).where(eq(rateLimits.key, keys.run))
      return
    }
    const [run] = await db
      .insert(rateLimits)
      .values({ key: keys.run, windowStart: forever, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count })
    if ((run?.count ?? 0) < codeCap.consecutive) return
    await db.delete(rateLimits).where(eq(rateLimits.key, keys.run))
    await db.insert(rateLimits).values({ key: keys.lock, windowStart: at, count: 1 }).onConflictDoNothing()
  }
  return { ok: true, settle }
}
