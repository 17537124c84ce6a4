import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { chainStart, entryHash } from './history'
import type { HistoryTable } from './history'
import { historyEntries } from './schema'
import { entryChanged, entryMissing, entryUnlinked } from '../../src/paraglide/m/server'

/** The first entry whose link is broken, and why. */
export type BrokenLink = { id: string; seq: number; at: string; reason: string }
export type ChainCheck = { checked: number; broken: BrokenLink | null }

const batchSize = 5000

/**
 * Walks the organisation's history in `seq` order, a batch at a time (docs/history.md#verify): each entry must follow
 * the one before it (no number missing), name its hash as `prev_hash`, and hash to its own `hash`. Stops at the first
 * broken link. Reads only; the caller's organisation only. The next batch is read while this one is hashed. `table`:
 * a service's own trail (the ads service's).
 */
export async function verifyChain(db: Pick<Db, 'select'>, orgId: string, table: HistoryTable = historyEntries): Promise<ChainCheck> {
  const h = table as typeof historyEntries
  const batchAfter = (seq: number) =>
    db
      .select()
      .from(h)
      .where(and(eq(h.org_id, orgId), gt(h.seq, seq)))
      .orderBy(asc(h.seq))
      .limit(batchSize)
      // Started now (a query builder runs only when awaited): the next batch is read while this one is hashed.
      .execute()
  let checked = 0
  let last = { seq: 0, hash: chainStart }
  let next: ReturnType<typeof batchAfter> | null = batchAfter(0)
  try {
    while (next) {
      const rows: Awaited<ReturnType<typeof batchAfter>> = await next
      const end = rows.at(-1)
      next = rows.length === batchSize && end ? batchAfter(end.seq) : null
      for (const { hash, ...row } of rows) {
        const at = row.at.toISOString()
        const broken = (reason: string): ChainCheck => ({ checked, broken: { id: row.id, seq: row.seq, at, reason } })
        if (row.seq !== last.seq + 1) return broken(entryMissing({ expected: last.seq + 1, seq: row.seq, last: last.seq }))
        if (row.prev_hash !== last.hash) return broken(entryUnlinked({ seq: row.seq, last: last.seq }))
        if (entryHash({ ...row, at }) !== hash) return broken(entryChanged({ seq: row.seq }))
        checked += 1
        last = { seq: row.seq, hash }
      }
    }
    return { checked, broken: null }
  } finally {
    // A read started for a batch that a broken link made unneeded still ends before the caller goes on.
    await next?.then(
      () => undefined,
      () => undefined,
    )
  }
}
