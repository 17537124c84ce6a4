// The lists against their floor (`npm run bench -- lists` with BENCH_DATABASE_URL, or alone:
// `BENCH_DATABASE_URL=... node --import tsx tests/bench/floor.ts`): three lists on PostgreSQL (variants searched 'kurta',
// subscribers searched 'sharma' on page 50, the fares ledger's page 1), each served by the product and by the floor
// (tests/bench/floor-server.ts: node:http + pg running the statements the product ran for it, recorded from its own
// connections by tests/bench/sql-recorder.ts). Alternating rounds on the same database; req/s, p99 and CPU per request
// of the API process and of PostgreSQL for both, and product / floor. Figures only, no pass/fail. FLOOR_LISTS=ledger
// (or a comma-separated few) measures only those; FLOOR_ROUNDS and FLOOR_SECONDS, 3 rounds of 5 s by default.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { signInViaApi } from './api'
import pg from 'pg'
import { cpuUse } from './cpu'
import type { CpuUse } from './cpu'
import type { FloorList, FloorPlan } from './floor-server'
import { hammer } from './load'
import { tailOutbox } from './outbox'
import { startServer } from './server'
import type { RecordedStatement } from './sql-recorder'
import { printTable, round, sleep } from './stats'

const owner = 'owner@kesar.example'
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)

type Side = 'floor' | 'product'
type Round = { list: string; side: Side; requestsPerSecond: number; p99: number; apiMsPerRequest: number; postgresMsPerRequest: number; failed: number }
export type FloorFigures = { rounds: Round[]; load: number[]; productIdleMsPerSecond: number }

/** `answered`: no list, a fixed answer (the floor answers the product's own body, read once): what a request costs before any SQL. */
type ListAsked = { name: string; path: string; message: string; pageNo: number; pageSize: number; answered?: true }

async function listsAsked(baseUrl: string, token: string): Promise<ListAsked[]> {
  const trial = (await (await fetch(`${baseUrl}/api/financials/trial-balance`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { accounts: { account_id: string; code: string }[] }
  }
  const fares = trial.data.accounts.find((account) => account.code === '4000')
  if (!fares) throw new Error('no ride fare account')
  return [
    { name: 'variants', path: '/api/add_products/product_variants?search=kurta', message: '', pageNo: 1, pageSize: 20 },
    { name: 'subscribers', path: '/api/subscribers/get_erp_subscribers?search=sharma&page=50', message: '', pageNo: 50, pageSize: 20 },
    {
      name: 'ledger',
      path: `/api/financials/ledger-entries?account_id=${fares.account_id}&from=${yearAgo()}&page=1&page_size=20`,
      message: '',
      pageNo: 1,
      pageSize: 20,
    },
    // The same request path without a database: health (no sign-in), then the signed-in person's grants (kept in memory).
    { name: 'health', path: '/api/health', message: '', pageNo: 1, pageSize: 0, answered: true },
    { name: 'grants', path: '/api/accounts/get_urls', message: '', pageNo: 1, pageSize: 0, answered: true },
  ]
}

const pageStatement = /\blimit\s+(\$\d+|\d+)(\s+offset\s+(\$\d+|\d+))?\s*$/i

/** One request of each list through the recording product: its statements (after a first request, so caches are warm). */
async function record(url: string, port: number): Promise<{ plan: FloorPlan; lists: ListAsked[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'back-office-floor-'))
  const log = join(dir, 'sql.jsonl')
  const recorder = pathToFileURL(join(process.cwd(), 'tests/bench/sql-recorder.ts')).href
  const server = await startServer(port, {
    DATABASE_URL: url,
    SEED_DEMO: 'true',
    ADS_START: 'off',
    SQL_LOG: log,
    NODE_OPTIONS: `--import tsx --import ${recorder}`,
  })
  try {
    const token = await signInViaApi(server.baseUrl, tailOutbox(server.outbox), owner, 'Kesar@2026')
    const lists = await listsAsked(server.baseUrl, token)
    const plan: FloorPlan = { url, poolMax: Number(process.env.DB_POOL_MAX ?? 10), lists: {} }
    for (const list of lists) {
      const get = () => fetch(`${server.baseUrl}${list.path}`, { headers: { authorization: `Bearer ${token}` } })
      if (list.answered) {
        plan.lists[list.name] = { statements: [], page: -1, answer: await (await get()).json(), ...list }
        continue
      }
      await (await get()).text()
      await sleep(300)
      writeFileSync(log, '')
      const body = (await (await get()).json()) as { message: string; data: Record<string, unknown>[] }
      await sleep(300)
      const statements = readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedStatement)
      const page = statements.findLastIndex((statement) => pageStatement.test(statement.text))
      const count = statements.findLastIndex((statement) => /\bcount\(/i.test(statement.text))
      if (page < 0) throw new Error(`no page statement recorded for ${list.name}`)
      list.message = body.message
      const entry: FloorList = { statements, page, count: count < 0 ? undefined : count, keys: Object.keys(body.data[0] ?? {}), ...list }
      plan.lists[list.name] = entry
    }
    return { plan, lists }
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function startFloor(plan: FloorPlan, port: number): Promise<{ pid: number; baseUrl: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'back-office-floor-plan-'))
  const file = join(dir, 'plan.json')
  writeFileSync(file, JSON.stringify(plan))
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/floor-server.ts', file], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('floor listening') && resolve())
    child.once('exit', () => reject(new Error('the floor server exited')))
  })
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  return { pid: child.pid ?? 0, baseUrl: `http://127.0.0.1:${port}`, stop }
}

export async function measureFloor(port: number, url: string, rounds = 3, seconds = 5): Promise<FloorFigures> {
  const recorded = await record(url, port)
  const { plan } = recorded
  // FLOOR_LISTS=subscribers,ledger: only those lists are measured (all three are recorded).
  const only = process.env.FLOOR_LISTS?.split(',')
  const lists = only ? recorded.lists.filter((list) => only.includes(list.name)) : recorded.lists
  if (process.env.FLOOR_PLAN_OUT) writeFileSync(process.env.FLOOR_PLAN_OUT, JSON.stringify(plan, null, 2))
  // One API process, as the floor is one: the default (one per core) put two workers and their primary beside PostgreSQL
  // and the load on this 2-core machine, and their CPU per request was 1.3-1.6x one process's for the same answers.
  const product = await startServer(port, { DATABASE_URL: url, ADS_START: 'off', API_PROCESSES: process.env.API_PROCESSES ?? '1' })
  const floor = await startFloor(plan, port + 1)
  const load: number[] = [loadavg()[0] ?? 0]
  const idle: number[] = []
  const figures: Round[] = []
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const token = await signInViaApi(product.baseUrl, tailOutbox(product.outbox), owner, 'Kesar@2026')
    const headers = { authorization: `Bearer ${token}` }
    const [floorIdle, productIdle] = await Promise.all([idleCpu(floor.pid), idleCpu(product.pid)])
    idle.push(productIdle)
    for (let round_ = 0; round_ < rounds; round_++)
      for (const list of lists) {
        // Alternating which goes first, so neither always follows the other's warm caches.
        const sides: Side[] = round_ % 2 === 0 ? ['floor', 'product'] : ['product', 'floor']
        for (const side of sides) {
          const [baseUrl, pid, path] = side === 'floor' ? [floor.baseUrl, floor.pid, `/${list.name}`] : [product.baseUrl, product.pid, list.path]
          const before = cpuUse(pid)
          const result = await hammer(baseUrl, { name: `${side} ${list.name}`, path, headers }, 50, seconds)
          const spent = spentHere(before, cpuUse(pid), await ourBackends(admin))
          // What the process spends with no request (its job queue's polling, timers) is no request's cost.
          spent.apiMs -= (side === 'floor' ? floorIdle : productIdle) * seconds
          const done = Math.max(1, result.requests)
          figures.push({
            list: list.name,
            side,
            requestsPerSecond: result.requestsPerSecond,
            p99: result.p99,
            apiMsPerRequest: spent.apiMs / done,
            postgresMsPerRequest: spent.postgresMs / done,
            failed: result.non2xx + result.errors,
          })
        }
        load.push(loadavg()[0] ?? 0)
      }
  } finally {
    await admin.end()
    floor.stop()
    await product.stop()
  }
  return { rounds: figures, load, productIdleMsPerSecond: round(idle[0] ?? 0, 1) }
}

/** CPU ms a second the API's processes spend with no request, over 3 s. */
async function idleCpu(pid: number): Promise<number> {
  const before = cpuUse(pid)
  await sleep(3000)
  return spentHere(before, cpuUse(pid), new Set()).apiMs / 3
}

/** The PostgreSQL backends of this database: others' databases on the same server are not this bench's work. */
async function ourBackends(admin: pg.Client): Promise<Set<number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
  return new Set(rows.map((row) => row.pid))
}

/** CPU ms between two readings: the API's processes, and PostgreSQL's backends of this database (`backends`). */
function spentHere(before: CpuUse, after: CpuUse, backends: Set<number>): { apiMs: number; postgresMs: number } {
  const spent = (earlier: Map<number, number>, later: Map<number, number>, counted: (pid: number) => boolean) =>
    [...later].filter(([pid]) => counted(pid)).reduce((sum, [pid, ms]) => sum + ms - (earlier.get(pid) ?? 0), 0)
  return { apiMs: spent(before.api, after.api, () => true), postgresMs: spent(before.postgres, after.postgres, (pid) => backends.has(pid)) }
}

const med = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export function printFloor({ rounds, load, productIdleMsPerSecond }: FloorFigures): void {
  const names = [...new Set(rounds.map((row) => row.list))]
  const of = (list: string, side: Side, key: 'requestsPerSecond' | 'p99' | 'apiMsPerRequest' | 'postgresMsPerRequest') =>
    med(rounds.filter((row) => row.list === list && row.side === side).map((row) => row[key]))
  printTable(
    `Lists against the floor (PostgreSQL, 50 connections, one process each (product API_PROCESSES=${process.env.API_PROCESSES ?? '1'}), medians of ${rounds.length / names.length / 2} alternating rounds; API CPU less the idle process's (product ${productIdleMsPerSecond} ms/s); load average ${load.map((each) => each.toFixed(1)).join(' → ')})`,
    names.flatMap((list) => {
      const row = (side: Side) => ({
        list,
        side,
        'req/s': of(list, side, 'requestsPerSecond'),
        'p99 ms': of(list, side, 'p99'),
        'API CPU ms/req': round(of(list, side, 'apiMsPerRequest'), 2),
        'PG CPU ms/req': round(of(list, side, 'postgresMsPerRequest'), 2),
        failed: rounds.filter((each) => each.list === list && each.side === side).reduce((sum, each) => sum + each.failed, 0),
      })
      const ratio = (key: 'requestsPerSecond' | 'p99' | 'apiMsPerRequest' | 'postgresMsPerRequest') =>
        `${round(of(list, 'product', key) / of(list, 'floor', key), 2)}x`
      return [
        row('floor'),
        row('product'),
        {
          list,
          side: 'product / floor',
          'req/s': ratio('requestsPerSecond'),
          'p99 ms': ratio('p99'),
          'API CPU ms/req': ratio('apiMsPerRequest'),
          'PG CPU ms/req': ratio('postgresMsPerRequest'),
          failed: '',
        },
      ]
    }),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL database this bench may seed')
  const figures = await measureFloor(Number(process.env.BENCH_PORT ?? 4319), url, Number(process.env.FLOOR_ROUNDS ?? 3), Number(process.env.FLOOR_SECONDS ?? 5))
  printFloor(figures)
}
