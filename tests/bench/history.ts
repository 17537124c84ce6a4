// The history's costs (docs/history.md): recording on a create and an update (p50 with and without, same run), then a
// record's history and the Activity list with many entries in the organisation, and the chain check over all of them.
// In `npm run bench` on an in-memory PGlite; alone, on PostgreSQL:
//   HISTORY_BENCH_DATABASE_URL=postgres://... HISTORY_BENCH_ENTRIES=1000000 node --import tsx tests/bench/history.ts
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { createCarType, getCarType, updateCarType } from '../../server/areas/booking/car-types'
import { carTypes } from '../../server/areas/booking/schema'
import { listActivity, listRecordHistory } from '../../server/platform/history/reads'
import { createDb } from '../../server/db/client'
import type { Db } from '../../server/db/client'
import { insertAll } from '../../server/db/bulk-insert'
import { demoOrgId } from '../../server/db/demo'
import { seed } from '../../server/seed'
import { chainStart, entryHash } from '../../server/kit/history'
import type { ChainedEntry } from '../../server/kit/history'
import { verifyChain } from '../../server/kit/history-chain'
import { nextVersion, sameVersion } from '../../server/kit/list-query'
import { historyEntries } from '../../server/kit/schema'
import { median, ms, printTable } from './stats'

export type HistoryFigures = {
  driver: string
  entries: number
  writes: { create: { with: number; without: number }; update: { with: number; without: number } }
  appendPerSecond: number
  reads: Record<string, number>
  verify: { entries: number; ms: number }
}

const writes = 100
const readRuns = 30
const fare = { seats: 4, base_fare_paise: 5000, per_km_paise: 1200, per_minute_paise: 150 }

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  return performance.now() - started
}

/** The kit's create and update of a car type, and the same work without the history entry, alternately. */
async function writeCosts(db: Db, run: string) {
  const times = { createWith: [] as number[], createWithout: [] as number[], updateWith: [] as number[], updateWithout: [] as number[] }
  for (let index = 0; index < writes; index += 1) {
    let kitRow: { id: string; updated_at: string } | undefined
    times.createWith.push(
      await timed(async () => {
        const saved = await createCarType(db, demoOrgId, { name: `Bench ${run} ${index} kit`, ...fare })
        if (saved.ok) kitRow = { id: saved.data.car_type_id, updated_at: saved.data.updated_at }
      }),
    )
    let plainId = ''
    times.createWithout.push(
      await timed(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(carTypes)
            .values({ org_id: demoOrgId, name: `Bench ${run} ${index} plain`, ...fare })
            .returning({ id: carTypes.id })
          plainId = row?.id ?? ''
          await getCarType(tx, demoOrgId, plainId)
        }),
      ),
    )
    if (!kitRow) throw new Error('the bench create was refused')
    const { id, updated_at } = kitRow
    times.updateWith.push(await timed(() => updateCarType(db, demoOrgId, { id, updated_at, name: `Bench ${run} ${index} kit`, ...fare, seats: 6 })))
    times.updateWithout.push(
      await timed(async () => {
        const current = await getCarType(db, demoOrgId, plainId)
        await db.transaction(async (tx) => {
          await tx
            .update(carTypes)
            .set({ seats: 6, updated_at: nextVersion(carTypes.updated_at) })
            .where(and(eq(carTypes.id, plainId), eq(carTypes.org_id, demoOrgId), sameVersion(carTypes.updated_at, current?.updated_at ?? '')))
          await getCarType(tx, demoOrgId, plainId)
        })
      }),
    )
  }
  return {
    create: { with: median(times.createWith), without: median(times.createWithout) },
    update: { with: median(times.updateWith), without: median(times.updateWithout) },
  }
}

/** Appends `count` chained entries to the organisation's trail (the writer's hash, in bulk); every 20,000th is the target record's. */
async function append(db: Db, count: number, target: string): Promise<number> {
  const [last] = await db
    .select({ seq: historyEntries.seq, hash: historyEntries.hash })
    .from(historyEntries)
    .where(eq(historyEntries.org_id, demoOrgId))
    .orderBy(sql`${historyEntries.seq} desc`)
    .limit(1)
  let link = { seq: last?.seq ?? 0, hash: last?.hash ?? chainStart }
  const start = Date.now() - count * 10
  const started = performance.now()
  for (let done = 0; done < count;) {
    const size = Math.min(20_000, count - done)
    const rows = Array.from({ length: size }, (_, offset) => {
      const n = done + offset
      const mine = n % 20_000 === 0
      const entry: ChainedEntry = {
        id: randomUUID(),
        org_id: demoOrgId,
        seq: link.seq + 1 + offset,
        at: new Date(start + n * 10).toISOString(),
        record_type: 'product_variant',
        record_id: mine ? target : `00000000-0000-4000-8000-${String(n % 50_000).padStart(12, '0')}`,
        record_label: mine ? 'BENCH-TARGET' : `SKU-${n % 50_000}`,
        action: 'updated',
        actor_id: null,
        actor_name: 'System',
        actor_role: 'system',
        idempotency_key: null,
        changes: [{ field: 'price_paise', label: 'Selling price', before: 119_900 + (n % 7), after: 119_900 + ((n + 1) % 7) }],
        prev_hash: '',
      }
      return entry
    })
    for (const entry of rows) {
      entry.prev_hash = link.hash
      link = { seq: entry.seq, hash: entryHash(entry) }
      Object.assign(entry, { hash: link.hash })
    }
    await db.transaction((tx) => insertAll(tx, historyEntries, rows as never[]))
    done += size
  }
  return count / ((performance.now() - started) / 1000)
}

async function p50(work: () => Promise<unknown>) {
  await work()
  const times: number[] = []
  for (let run = 0; run < readRuns; run += 1) times.push(await timed(work))
  return median(times)
}

export async function measureHistory({ databaseUrl, entries }: { databaseUrl?: string; entries: number }): Promise<HistoryFigures> {
  const handle = await createDb({ DATABASE_URL: databaseUrl, DATA_DIR: 'memory://' })
  try {
    await handle.migrate()
    await seed(handle.db, { catalogue: 'small' })
    const { db } = handle
    const run = Date.now().toString(36)
    const costs = await writeCosts(db, run)
    const target = randomUUID()
    const appendPerSecond = await append(db, entries, target)
    await db.execute(sql`analyze history_entries`)
    const page = { page: 1, page_size: 20 }
    const today = new Date().toISOString().slice(0, 10)
    const reads = {
      'record history, page 1 of 20': await p50(() => listRecordHistory(db, demoOrgId, { type: 'product_variant', id: target }, page)),
      'record history, a record without entries': await p50(() => listRecordHistory(db, demoOrgId, { type: 'product_variant', id: randomUUID() }, page)),
      'activity, page 1': await p50(() => listActivity(db, demoOrgId, page)),
      'activity, page 1, record type and action': await p50(() => listActivity(db, demoOrgId, { ...page, record_type: 'car_type', action: 'updated' })),
      'activity, search by record': await p50(() => listActivity(db, demoOrgId, { ...page, search: 'BENCH-TARGET' })),
      'activity, one India day': await p50(() => listActivity(db, demoOrgId, { ...page, from: today, to: today })),
    }
    const started = performance.now()
    const check = await verifyChain(db, demoOrgId)
    if (check.broken) throw new Error(`the bench chain is broken: ${check.broken.reason}`)
    return { driver: handle.driver, entries, writes: costs, appendPerSecond, reads, verify: { entries: check.checked, ms: performance.now() - started } }
  } finally {
    await handle.close()
  }
}

const ms1 = (value: number) => `${value.toFixed(1)} ms`

export function printHistory(figures: HistoryFigures): void {
  const { create, update } = figures.writes
  printTable(`History: recording cost (${figures.driver}, p50 of ${writes})`, [
    { write: 'create (car type)', 'with history': ms1(create.with), without: ms1(create.without), cost: ms1(create.with - create.without) },
    { write: 'update (car type)', 'with history': ms1(update.with), without: ms1(update.without), cost: ms1(update.with - update.without) },
  ])
  printTable(`History: reads with ${figures.entries.toLocaleString('en-IN')} entries in the organisation (p50 of ${readRuns})`, [
    ...Object.entries(figures.reads).map(([read, value]) => ({ read, p50: ms(value) })),
    { read: `verify the chain (${figures.verify.entries.toLocaleString('en-IN')} entries)`, p50: ms(figures.verify.ms) },
  ])
  console.log(`Appended in bulk at ${Math.round(figures.appendPerSecond).toLocaleString('en-IN')} entries/s`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.HISTORY_BENCH_DATABASE_URL
  const entries = Number(process.env.HISTORY_BENCH_ENTRIES ?? (databaseUrl ? 1_000_000 : 100_000))
  printHistory(await measureHistory({ databaseUrl, entries }))
}
