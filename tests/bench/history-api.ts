import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { historyPaths } from '../../src/contract/history'
import { createApp } from '../../server/app'
import { productTemplates } from '../../server/areas/catalogue/schema'
import { fileTransport } from '../../server/auth/code-transport'
import { users } from '../../server/auth/schema'
import { createSession } from '../../server/auth/sessions'
import { createDb } from '../../server/db/client'
import type { Db } from '../../server/db/client'
import { demoOrgId } from '../../server/db/demo'
import { seed } from '../../server/seed'
import { loadEnv } from '../../server/env'
import { writer } from '../../server/kit/history'
import { historyEntries } from '../../server/kit/schema'
import { percentile, printTable, round } from './stats'

/**
 * History through the API (docs/history.md), beside tests/bench/history.ts (which times the kit's calls against a
 * hand-written write without an entry, and the chain check): the same requests a person sends, in this process, on
 * its own database (embedded PGlite in memory, or the scratch PostgreSQL database HISTORY_BENCH_DATABASE_URL names,
 * which it empties first), through the app's own request handling (no network).
 *
 * With and without: the same variant create and update request, alternately with the writer on and off
 * (server/kit/history.ts `writer`, which only this process turns off), so both take the very same code path in the
 * same run. Off skips the writer's step (the chain lock, the last entry, the hash, the insert); the kit still reads the
 * record and diffs it.
 *
 * Then GET /api/history/:type/:id (and the Activity list) p50 and p99 with 1,000,000 entries in the organisation,
 * inserted by SQL (generate_series) over 10,000 records of four types, numbered on from the organisation's last entry.
 * Their hashes are placeholders: the chain does not verify, which the reads do not look at.
 */
export type HistoryApiBench = { database: string; entries: number; writes: WriteFigures[]; reads: ReadFigures[] }
type WriteFigures = { write: string; trail: string; runs: number; withMs: number; withoutMs: number }
type ReadFigures = { read: string; runs: number; p50Ms: number; p99Ms: number; rows: number; total: number }

const writeRuns = 200
const readRuns = 300
const bulkEntries = 1_000_000

type Answer = { status: number; body: Record<string, unknown> }
type Bench = { db: Db; send: (method: string, path: string, body?: unknown) => Promise<Answer>; close: () => Promise<void> }

async function emptied(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('drop schema if exists drizzle cascade; drop schema if exists ads cascade; drop schema if exists public cascade; create schema public;')
  } finally {
    await client.end()
  }
}

async function openBench(url: string | undefined): Promise<Bench> {
  const dir = mkdtempSync(join(tmpdir(), 'history-bench-'))
  if (url) await emptied(url)
  // The bulk insert of a million entries takes longer than a request may.
  const env = loadEnv({
    DATABASE_URL: url,
    DATA_DIR: 'memory://',
    CODE_TRANSPORT: 'file',
    CODE_OUTBOX: join(dir, 'outbox.jsonl'),
    DB_STATEMENT_TIMEOUT_MS: '600000',
  })
  const handle = await createDb(env)
  await handle.migrate()
  await seed(handle.db, { catalogue: 'small' })
  const app = createApp({ db: handle.db, transport: fileTransport(env.CODE_OUTBOX), env })
  const sessionOf = async (email: string) => {
    const [person] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (!person) throw new Error(`no ${email} in the demo organisation`)
    return createSession(handle.db, { id: person.id, orgId: demoOrgId }, 2)
  }
  // The catalogue person writes variants; the owner reads every history and the Activity screen.
  const tokens = { writes: await sessionOf('catalogue@kesar.example'), reads: await sessionOf('owner@kesar.example') }
  const send = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const token = method === 'GET' ? tokens.reads : tokens.writes
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.9.0.1' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const close = async () => {
    await handle.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return { db: handle.db, send, close }
}

async function timed(work: () => Promise<Answer>, expected: number): Promise<number> {
  const started = performance.now()
  const answer = await work()
  const elapsed = performance.now() - started
  if (answer.status !== expected) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return elapsed
}

type Variant = { id: string; updated_at: string }
const variantPath = '/api/add_products/create_product_variant'

/** Creates and updates variants, alternately with the writer on and off; p50 of each. */
async function measureWrites({ db, send }: Bench, trail: string, runs: number): Promise<{ figures: WriteFigures[]; edited: string }> {
  const [template] = await db.select({ id: productTemplates.id }).from(productTemplates).where(eq(productTemplates.org_id, demoOrgId)).limit(1)
  const fields = (sku: string, price: number) => ({ template_id: template?.id, sku, name: `Bench ${sku}`, mrp_paise: 149_900, price_paise: price })
  const made = await send('POST', variantPath, { ...fields(`HB-${Date.now()}`, 129_900), initial_stock_hyd: 1, initial_stock_delhi: 1 })
  let variant = made.body.data as Variant
  const times = { create: { on: [] as number[], off: [] as number[] }, update: { on: [] as number[], off: [] as number[] } }
  const stamp = Date.now().toString(36).toUpperCase()
  try {
    for (let run = 0; run < 2 * runs; run += 1) {
      writer.on = run % 2 === 0
      const side = writer.on ? 'on' : 'off'
      const create = () => send('POST', variantPath, { ...fields(`HB-${stamp}-${run}`, 129_900), initial_stock_hyd: 1, initial_stock_delhi: 1 })
      times.create[side].push(await timed(create, 201))
      const update = async () => {
        const answer = await send('PUT', variantPath, {
          ...fields(`HB-${stamp}`, run % 2 ? 119_900 : 129_900),
          id: variant.id,
          updated_at: variant.updated_at,
        })
        variant = answer.body.data as Variant
        return answer
      }
      times.update[side].push(await timed(update, 200))
    }
  } finally {
    writer.on = true
  }
  const figures = (['create', 'update'] as const).map((write) => ({
    write: write === 'create' ? 'POST create_product_variant' : 'PUT create_product_variant (price)',
    trail,
    runs,
    withMs: round(percentile(times[write].on, 50), 2),
    withoutMs: round(percentile(times[write].off, 50), 2),
  }))
  return { figures, edited: variant.id }
}

/** 1,000,000 entries of 10,000 records (a quarter each variants, promo codes, complaints, bookings), numbered after the last. */
async function insertEntries(db: Db): Promise<void> {
  const [last] = await db
    .select({ seq: sql<number>`coalesce(max(${historyEntries.seq}), 0)::int` })
    .from(historyEntries)
    .where(eq(historyEntries.org_id, demoOrgId))
  const base = last?.seq ?? 0
  await db.execute(sql`
    insert into history_entries (id, org_id, seq, at, record_type, record_id, record_label, action, actor_id, actor_name, actor_role, changes, prev_hash, hash)
    select gen_random_uuid(), ${demoOrgId}::uuid, ${base} + g, now() - make_interval(secs => ${bulkEntries} - g),
      (array['product_variant', 'promo_code', 'complaint', 'booking'])[1 + g % 4],
      md5('bench-record-' || (g % 10000))::uuid::text, 'BENCH-' || (g % 10000), 'updated', null, 'Bench', 'system',
      jsonb_build_array(jsonb_build_object('field', 'price_paise', 'label', 'Price', 'before', g, 'after', g + 100)),
      repeat('0', 64), repeat('0', 64)
    from generate_series(1, ${bulkEntries}) as g`)
  await db.execute(sql`analyze history_entries`)
}

async function measureRead({ send }: Bench, read: string, path: string): Promise<ReadFigures> {
  const times: number[] = []
  let last: Answer = { status: 0, body: {} }
  for (let run = 0; run < readRuns; run += 1) times.push(await timed(async () => (last = await send('GET', path)), 200))
  const total = (last.body.pagination as { total?: number } | undefined)?.total ?? 0
  return {
    read,
    runs: readRuns,
    p50Ms: round(percentile(times, 50), 2),
    p99Ms: round(percentile(times, 99), 2),
    rows: (last.body.data as unknown[]).length,
    total,
  }
}

export async function measureHistoryApi(url = process.env.HISTORY_BENCH_DATABASE_URL): Promise<HistoryApiBench> {
  const bench = await openBench(url)
  try {
    const fresh = await measureWrites(bench, 'a new trail', writeRuns)
    await insertEntries(bench.db)
    const [entries] = await bench.db.select({ value: count() }).from(historyEntries).where(eq(historyEntries.org_id, demoOrgId))
    const full = await measureWrites(bench, `${entries?.value ?? 0} entries`, writeRuns / 2)
    // The variant the first writes updated (one entry per update with the writer on), and a bulk record (100 entries).
    const reads = [
      await measureRead(bench, `record history, the bench's variant, page 1 of 20`, `${historyPaths.record('product_variant', fresh.edited)}?page_size=20`),
      await measureRead(
        bench,
        'record history, a bulk record, page 5 of 20',
        `${historyPaths.record('promo_code', await md5Uuid(bench.db, 1))}?page=5&page_size=20`,
      ),
      await measureRead(bench, 'activity, page 1 of 20', `${historyPaths.activity}?page_size=20`),
    ]
    const writes = [...fresh.figures, ...full.figures]
    return { database: url ? 'PostgreSQL' : 'PGlite (in memory)', entries: Number(entries?.value ?? 0), writes, reads }
  } finally {
    await bench.close()
  }
}

/** The id the bulk insert gave record number `n` (1 is a promo code: 1 % 4 picks the second type). */
async function md5Uuid(db: Db, n: number): Promise<string> {
  const result = (await db.execute(sql`select md5(${`bench-record-${n}`})::uuid::text as id`)) as unknown as { rows: { id: string }[] }
  return result.rows[0]?.id ?? ''
}

export function printHistoryApi({ database, entries, writes, reads }: HistoryApiBench): void {
  printTable(
    `History through the API: a request's p50 with and without the writer (same run, alternating; ${database})`,
    writes.map((row) => ({
      write: row.write,
      'trail before': row.trail,
      runs: row.runs,
      'p50 with ms': row.withMs,
      'p50 without ms': row.withoutMs,
      'cost ms': round(row.withMs - row.withoutMs, 2),
    })),
  )
  printTable(
    `History through the API: reads with ${entries} entries in the organisation (${database})`,
    reads.map((row) => ({ read: row.read, runs: row.runs, 'p50 ms': row.p50Ms, 'p99 ms': row.p99Ms, rows: row.rows, 'record total': row.total })),
  )
}
