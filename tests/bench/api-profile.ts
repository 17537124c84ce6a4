// Where the API's CPU goes on one list (`BENCH_DATABASE_URL=... node --import tsx tests/bench/api-profile.ts [list] [seconds]`,
// after `npm run build`; list: variants, subscribers, ledger, health or grants, as tests/bench/floor.ts asks for them): the built server
// on PostgreSQL with V8's CPU profiler, 50 connections for the given seconds, then its samples by package (node_modules'
// name, Node's own internals, our server's modules, the garbage collector) and the functions with the most self time,
// as µs per request. The samples are wall-clock time of each process's thread, so a system call's wait counts too.
// API_PROCESSES=1: one process, as tests/bench/floor.ts runs it. ONLY=drizzle-orm: that package's functions.
// CALLERS=writev: who calls that function. Figures only.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signInViaApi } from './api'
import { hammer } from './load'
import { tailOutbox } from './outbox'
import { startServer } from './server'
import { printTable, round } from './stats'

type Frame = { functionName: string; url: string; lineNumber: number }
type ProfileNode = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const list = process.argv[2] ?? 'variants'
const seconds = Number(process.argv[3] ?? 15)
const url = process.env.BENCH_DATABASE_URL
if (!url) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL database the bench may fill (the demo seed)')
const port = Number(process.env.BENCH_PORT ?? 4331)
/** CALLERS=writev: who calls that function, 6 frames up. */
const callersOf = process.env.CALLERS
const callers = new Map<string, number>()
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)

/** The package a frame belongs to: node_modules' name, node's internals, our bundle, or V8's own entries. */
function packageOf({ url: file, functionName }: Frame): string {
  if (!file) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  if (modules) return modules[1]!
  // Node's fetch (Request, Response, Headers) is undici, inside Node's internals.
  if (file === 'node:internal/deps/undici/undici') return 'undici (Web Request, Response, Headers)'
  if (file.startsWith('node:internal/')) return `node:internal/${file.split('/')[1]}`
  if (file.startsWith('node:')) return file
  if (file.includes('dist-server/')) return 'ours (dist-server)'
  return file
}

type Window = { from: number; to: number }
/** CLOCK_MONOTONIC in µs: the clock of V8's profile timestamps on Linux, read here to cut the profile to the measured load. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n)

/** Self time per package and per function of the samples inside `window`. */
function bySelfTime(profile: Profile & { startTime: number }, window: Window) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const packages = new Map<string, number>()
  const functions = new Map<string, number>()
  let at = profile.startTime
  let inside = 0
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!
    if (at < window.from || at > window.to) continue
    const us = profile.timeDeltas[i + 1] ?? 0
    inside += us
    const node = byId.get(profile.samples[i]!)!
    const frame = node.callFrame
    if (frame.functionName === '(idle)') continue
    if (callersOf && frame.functionName === callersOf) {
      const chain: string[] = []
      for (let id = parent.get(node.id); id !== undefined && chain.length < 11; id = parent.get(id)) {
        const up = byId.get(id)!.callFrame
        chain.push(`${up.functionName || '(anonymous)'} ${packageOf(up)}`)
      }
      callers.set(chain.join(' < '), (callers.get(chain.join(' < ')) ?? 0) + us)
    }
    const name = packageOf(frame)
    packages.set(name, (packages.get(name) ?? 0) + us)
    const fn = `${frame.functionName || '(anonymous)'} ${name}${frame.url ? `:${frame.lineNumber + 1}` : ''}`
    functions.set(fn, (functions.get(fn) ?? 0) + us)
  }
  return { packages, functions, inside }
}

const profileDir = mkdtempSync(join(tmpdir(), 'back-office-api-profile-'))
const server = await startServer(port, { DATABASE_URL: url, ADS_START: 'off' }, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`])
let requests = 0
const window: Window = { from: 0, to: 0 }
try {
  const token = await signInViaApi(server.baseUrl, tailOutbox(server.outbox), 'owner@kesar.example', 'Kesar@2026')
  const headers = { authorization: `Bearer ${token}` }
  const trial = (await (await fetch(`${server.baseUrl}/api/financials/trial-balance`, { headers })).json()) as {
    data: { accounts: { account_id: string; code: string }[] }
  }
  const fares = trial.data.accounts.find((account) => account.code === '4000')?.account_id
  const paths: Record<string, string> = {
    variants: '/api/add_products/product_variants?search=kurta',
    subscribers: '/api/subscribers/get_erp_subscribers?search=sharma&page=50',
    ledger: `/api/financials/ledger-entries?account_id=${fares}&from=${yearAgo}&page=1&page_size=20`,
    // No database: what every request costs before its SQL (floor.ts measures these against the floor too).
    health: '/api/health',
    grants: '/api/accounts/get_urls',
  }
  const path = paths[list]
  if (!path) throw new Error(`no list ${list}: ${Object.keys(paths).join(', ')}`)
  // Warm: the statements prepared, the caches filled, V8's optimised code in place.
  await hammer(server.baseUrl, { name: `warm ${list}`, path, headers }, 50, 3)
  window.from = nowUs()
  const result = await hammer(server.baseUrl, { name: list, path, headers }, 50, seconds)
  window.to = nowUs()
  requests = result.requests
  console.log(`${list}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms, ${result.non2xx + result.errors} failed`)
} finally {
  await server.stop()
}
// One profile per process: the primary and each API worker (API_PROCESSES).
const files = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))
if (!files.length) throw new Error(`no profile in ${profileDir}: did the server exit cleanly?`)
const packages = new Map<string, number>()
const functions = new Map<string, number>()
let inside = 0
for (const file of files) {
  const one = bySelfTime(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile & { startTime: number }, window)
  for (const [name, us] of one.packages) packages.set(name, (packages.get(name) ?? 0) + us)
  for (const [name, us] of one.functions) functions.set(name, (functions.get(name) ?? 0) + us)
  inside = Math.max(inside, one.inside)
}
rmSync(profileDir, { recursive: true, force: true })
const busy = [...packages.values()].reduce((sum, us) => sum + us, 0)
const perRequest = (us: number) => round(us / Math.max(1, requests), 1)
console.log(
  `\n${requests} requests in ${round(inside / 1e6, 1)} s of ${files.length} processes' profiles: ${perRequest(busy)} µs of CPU per request (samples not idle)`,
)
const rows = (map: Map<string, number>, n: number, key: string) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ [key]: name, 'µs/req': perRequest(us), share: `${round((100 * us) / busy, 1)}%` }))
printTable('Self time by package', rows(packages, 25, 'package'))
printTable('Self time by function', rows(functions, 40, 'function'))
// ONLY=drizzle-orm: that package's functions alone, further down the list.
const only = process.env.ONLY
if (only) printTable(`Self time by function of ${only}`, rows(new Map([...functions].filter(([name]) => name.includes(` ${only}`))), 30, 'function'))
if (callersOf) printTable(`Callers of ${callersOf}`, rows(callers, 12, 'stack'))
