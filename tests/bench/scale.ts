// `npm run bench -- scale`: the API on PGlite and on PostgreSQL (BENCH_DATABASE_URL, seeded on first use):
// memory after a seeded start and after 60 s of load, list p50/p99 beside /api/health at 1, 10 and 50
// connections, health while 20 CSV exports run, and 1 against 2 API processes on PostgreSQL.
import autocannon from 'autocannon'
import { cpuSpent, cpuUse } from './cpu'
import { demoPassword, signInViaApi } from './api'
import { hammer } from './load'
import type { LoadFigures } from './load'
import { tailOutbox } from './outbox'
import { benchLists, explainList, subscriberCsvPath } from './scale-explain'
import { readApiMemory, startServer } from './server'
import type { BenchServer } from './server'
import { printTable, round } from './stats'

const owner = 'owner@kesar.example'
const levels = [1, 10, 50]
const sweepSeconds = 5
const exportCount = 20

type Mem = { processes: number; rssMb: number; peakMb: number; largestMb: number }
type ListRow = {
  connections: number
  list: string
  p50: number
  p99: number
  rps: number
  healthP50: number
  healthP99: number
  p99PerHealthP99: number
  /** CPU per request: the API's processes and PostgreSQL's (when it runs on this machine). */
  apiCpuMs: number
  postgresCpuMs: number
}
type Exports = { health: LoadFigures; exportsDone: number; exportMsP50: number; failed: number }
export type ScaleRun = {
  database: string
  processes: number
  memoryAfterStart: Mem
  memoryAfterLoad?: Mem
  lists?: ListRow[]
  exports?: Exports
  explains?: Record<string, string>
}

const mem = (pid: number): Mem => {
  const { rssKb, peakRssKb, processes, largestRssKb } = readApiMemory(pid)
  return { processes, rssMb: round(rssKb / 1024, 1), peakMb: round(peakRssKb / 1024, 1), largestMb: round(largestRssKb / 1024, 1) }
}

/** Health and each list, one after another at each connection count, in the same run. */
async function sweep({ baseUrl, pid }: BenchServer, headers: Record<string, string>): Promise<ListRow[]> {
  const rows: ListRow[] = []
  for (const connections of levels) {
    const health = await hammer(baseUrl, { name: 'health', path: '/api/health' }, connections, sweepSeconds)
    for (const list of benchLists) {
      const before = cpuUse(pid)
      const figures = await hammer(baseUrl, { name: list.name, path: list.path, headers }, connections, sweepSeconds)
      const spent = cpuSpent(before, cpuUse(pid))
      const perRequest = (ms: number) => round(ms / Math.max(figures.requests, 1), 2)
      if (figures.non2xx > 0 || figures.errors > 0) console.log(`  ${list.name} at ${connections}: ${figures.non2xx} non-2xx, ${figures.errors} errors`)
      rows.push({
        connections,
        list: list.name,
        p50: figures.p50,
        p99: figures.p99,
        rps: figures.requestsPerSecond,
        healthP50: health.p50,
        healthP99: health.p99,
        p99PerHealthP99: round(figures.p99 / Math.max(health.p99, 1), 1),
        apiCpuMs: perRequest(spent.apiMs),
        postgresCpuMs: perRequest(spent.postgresMs),
      })
    }
  }
  return rows
}

/** Health under 10 connections for 10 s while `exportCount` clients download the subscriber CSV over and over. */
async function healthDuringExports(baseUrl: string, headers: Record<string, string>): Promise<Exports> {
  let running = true
  const durations: number[] = []
  let failed = 0
  const exporter = async () => {
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(`${baseUrl}${subscriberCsvPath}`, { headers })
        await response.arrayBuffer()
        if (response.ok) durations.push(performance.now() - started)
        else failed += 1
      } catch {
        failed += 1
      }
    }
  }
  const exporters = Array.from({ length: exportCount }, exporter)
  // Every export under way before health is measured.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const health = await hammer(baseUrl, { name: `health, ${exportCount} CSV exports running`, path: '/api/health' }, 10, 10)
  running = false
  await Promise.all(exporters)
  const sorted = [...durations].sort((a, b) => a - b)
  return { health, exportsDone: durations.length, exportMsP50: round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN), failed }
}

/** 60 s of 50 connections over health, both lists and the dashboard, then 2 s of rest. */
async function sixtySeconds(baseUrl: string, headers: Record<string, string>): Promise<void> {
  const paths = ['/api/health', ...benchLists.map((list) => list.path), '/api/dashboard/vendor-stats']
  await autocannon({ url: baseUrl, connections: 50, duration: 60, requests: paths.map((path) => ({ method: 'GET', path, headers })) })
  await new Promise((resolve) => setTimeout(resolve, 2000))
}

/** What README "Memory" asks for the process one starts by hand (the workers and the ads service get it anyway). */
const allocator = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '1048576' }

async function withServer<T>(port: number, env: Record<string, string>, work: (server: BenchServer, headers: Record<string, string>) => Promise<T>) {
  const server = await startServer(port, { ADS_START: 'off', ...allocator, ...env })
  const outbox = tailOutbox(server.outbox)
  try {
    const token = await signInViaApi(server.baseUrl, outbox, owner, demoPassword)
    return await work(server, { authorization: `Bearer ${token}` })
  } finally {
    outbox.close()
    await server.stop()
  }
}

/** Everything on one database: PGlite (`url` undefined) or PostgreSQL with one process per core. */
export async function measureScale(port: number, url?: string, step = <T>(_name: string, work: () => Promise<T>) => work()): Promise<ScaleRun> {
  const database = url ? 'PostgreSQL' : 'PGlite'
  const env: Record<string, string> = url ? { DATABASE_URL: url, SEED_DEMO: 'true' } : {}
  return withServer(port, env, async (server, headers) => {
    const run: ScaleRun = { database, processes: 0, memoryAfterStart: mem(server.pid) }
    run.processes = run.memoryAfterStart.processes
    run.lists = await step(`${database}: lists beside health at ${levels.join(', ')} connections`, () => sweep(server, headers))
    run.exports = await step(`${database}: health while ${exportCount} CSV exports run`, () => healthDuringExports(server.baseUrl, headers))
    await step(`${database}: 60 s of load`, () => sixtySeconds(server.baseUrl, headers))
    run.memoryAfterLoad = mem(server.pid)
    const slow = run.lists.filter((row) => row.connections === 50 && row.p99PerHealthP99 > 3)
    if (url && slow.length > 0) {
      run.explains = {}
      for (const list of benchLists.filter((each) => slow.some((row) => row.list === each.name))) run.explains[list.name] = await explainList(url, list)
    }
    return run
  })
}

/** Requests per second of each list under 50 connections with API_PROCESSES=1, then 2 (PostgreSQL only). */
export async function measureProcesses(port: number, url: string): Promise<Record<string, Record<number, number>>> {
  const result: Record<string, Record<number, number>> = {}
  for (const processes of [1, 2]) {
    await withServer(port, { DATABASE_URL: url, SEED_DEMO: 'true', API_PROCESSES: String(processes) }, async (server, headers) => {
      for (const target of [{ name: 'health', path: '/api/health' }, ...benchLists]) {
        const figures = await hammer(server.baseUrl, { name: target.name, path: target.path, headers: target.name === 'health' ? {} : headers }, 50, 10)
        ;(result[target.name] ??= {})[processes] = figures.requestsPerSecond
      }
    })
  }
  return result
}

const memoryCells = (memory: Mem | undefined) => ({
  'RSS, all': memory?.rssMb ?? '-',
  'peak, all': memory?.peakMb ?? '-',
  'largest process': memory?.largestMb ?? '-',
})

export function printScale(runs: ScaleRun[], processes?: Record<string, Record<number, number>>): void {
  printTable(
    'API resident memory in MB (PostgreSQL: the primary and its workers; budget 300 after a seeded start and after 60 s of load)',
    runs.flatMap((run) => [
      { database: run.database, processes: run.processes, when: 'after a seeded start', ...memoryCells(run.memoryAfterStart) },
      { database: run.database, processes: run.processes, when: 'after 60 s of load', ...memoryCells(run.memoryAfterLoad) },
    ]),
  )
  printTable(
    'Lists beside /api/health in the same run (goal on PostgreSQL at 50 connections: list p99 within 3x health p99), with the CPU each list request costs the API and PostgreSQL',
    runs.flatMap((run) =>
      (run.lists ?? []).map((row) => ({
        database: run.database,
        conns: row.connections,
        list: row.list,
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'req/s': row.rps,
        'health p50': row.healthP50,
        'health p99': row.healthP99,
        'p99 ÷ health p99': row.p99PerHealthP99,
        'API CPU ms/req': row.apiCpuMs,
        'PG CPU ms/req': run.database === 'PGlite' ? '-' : row.postgresCpuMs,
      })),
    ),
  )
  printTable(
    `/api/health (10 connections) while ${exportCount} subscriber CSV exports (20,000 rows each) run (goal: p99 < 50 ms)`,
    runs.flatMap(({ database, exports }) =>
      exports
        ? [
            {
              database,
              'health requests': exports.health.requests,
              'health errors': exports.health.errors,
              'health p50': exports.health.p50,
              'health p99': exports.health.p99,
              'exports done': exports.exportsDone,
              'export p50 ms': exports.exportMsP50,
              failed: exports.failed,
            },
          ]
        : [],
    ),
  )
  for (const run of runs)
    for (const [name, plan] of Object.entries(run.explains ?? {})) console.log(`\n## EXPLAIN on ${run.database}: ${name} (p99 past 3x health)\n${plan}`)
  if (processes)
    printTable(
      '1 against 2 API processes on PostgreSQL, 50 connections (req/s)',
      Object.entries(processes).map(([name, byCount]) => ({
        request: name,
        '1 process': byCount[1] ?? '-',
        '2 processes': byCount[2] ?? '-',
        ratio: byCount[1] && byCount[2] ? round(byCount[2] / byCount[1], 2) : '-',
      })),
    )
}
