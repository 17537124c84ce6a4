import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sleep } from './stats'

export type BenchServer = {
  baseUrl: string
  outbox: string
  /** The `node dist-server/main.js` process itself (spawned without a shell). */
  pid: number
  stop: () => Promise<void>
}

export type Memory = { rssKb: number; peakRssKb: number }

async function waitForHealth(baseUrl: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server exited during start (see its stderr above)')
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`)
}

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Starts the built server detached (its own process group) on a fresh PGlite directory with a
 * file outbox (or what `env` says: a DATABASE_URL, API_PROCESSES...), `nodeArgs` before the script (--cpu-prof...). From the spawn on, Ctrl-C or SIGTERM stops it before the bench exits.
 */
export async function startServer(port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  if (!existsSync('dist-server/main.js') || !existsSync('dist/index.html')) throw new Error('Build first: npm run build')
  const dir = mkdtempSync(join(tmpdir(), 'back-office-bench-'))
  const outbox = join(dir, 'outbox.jsonl')
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...nodeArgs, 'dist-server/main.js'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'pglite'),
      DATABASE_URL: '',
      CODE_TRANSPORT: 'file',
      CODE_OUTBOX: outbox,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MULTIPLIER: '100000',
      ...env,
    },
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('Could not spawn the server')
  let exited = false
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exit.then(() => (exited = true))
  // Last resort when the bench dies without running its finally blocks.
  const onExit = () => killGroup(pid, 'SIGKILL')
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server`)
    void stop().finally(() => process.exit(130))
  }
  process.once('exit', onExit)
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      killGroup(pid, 'SIGTERM')
      const timedOut = await Promise.race([exit.then(() => false), sleep(7000).then(() => true)])
      if (timedOut) killGroup(pid, 'SIGKILL')
      process.removeListener('exit', onExit)
      process.removeListener('SIGINT', onSignal)
      process.removeListener('SIGTERM', onSignal)
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
    })())

  try {
    await waitForHealth(baseUrl, () => exited, 180_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, outbox, pid, stop }
}

/** Resident and peak resident memory of a process, from /proc/<pid>/status (Linux). */
export function readMemory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rssKb: field('VmRSS'), peakRssKb: field('VmHWM') }
}

/** The processes serving the API: `pid` and its children (cluster workers), without the ads service. */
export function apiProcesses(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return parent === pid && !readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('--ads-only')
      } catch {
        return false
      }
    })
    .map(Number)
  return [pid, ...children]
}

/** Resident memory of the API: the process and its workers together (peak: the sum of each one's peak). */
export function readApiMemory(pid: number): Memory & { processes: number; largestRssKb: number } {
  const each = apiProcesses(pid).map(readMemory)
  return {
    rssKb: each.reduce((sum, m) => sum + m.rssKb, 0),
    peakRssKb: each.reduce((sum, m) => sum + m.peakRssKb, 0),
    processes: each.length,
    largestRssKb: Math.max(...each.map((m) => m.rssKb)),
  }
}
