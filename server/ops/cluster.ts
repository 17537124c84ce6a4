import cluster from 'node:cluster'
import type { Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import type { Env } from '../env'

/**
 * How many API processes serve the port: API_PROCESSES, by default one per core, when the database is a
 * PostgreSQL server; always one on the embedded PGlite, which only one process can open.
 */
export function apiProcessCount(env: Pick<Env, 'DATABASE_URL' | 'API_PROCESSES'>): number {
  if (!env.DATABASE_URL) return 1
  return env.API_PROCESSES ?? availableParallelism()
}

/**
 * glibc gives each thread that allocates its own arena and keeps what was freed in it; V8's compiler threads
 * and libuv's pool (scrypt's 16 MB per sign-in) leave about 150 MB resident per process that way. Two arenas
 * and a fixed mmap threshold (large blocks go back to the system when freed) keep a worker near its live data.
 * Applied to the processes this one starts; an operator's own settings win.
 */
export const lowMemoryAllocator = (env: NodeJS.ProcessEnv): Record<string, string> => ({
  MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? '1048576',
})

/**
 * V8 sizes a worker's heap for throughput by default: 16 MB semi-spaces (48 MB of young generation kept
 * committed) and old space grown well past what is live. After 60 s of 50 connections a worker held 125-183 MB
 * with 33-40 MB of live objects; with these two it holds 107-111 MB, for 7% fewer requests per second (measured
 * with `npm run bench -- scale`). The old-space limit, 256 MB, is several times what was live under that load; it
 * bounds how far V8 lets the heap grow, not a request. An operator's own V8 heap settings (NODE_OPTIONS or node's
 * arguments) win.
 */
export function workerHeapFlags(execArgv: string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)]
  const unless = (flag: string, value: string) => (given.some((arg) => arg.startsWith(flag)) ? [] : [`${flag}=${value}`])
  return [...unless('--max-semi-space-size', '8'), ...unless('--max-old-space-size', '256')]
}

/** `stop(drainMs)`: the workers get `drainMs` more to drain (DRAIN_MS) before they are killed. */
export type Primary = { stop: (drainMs?: number) => Promise<void> }

/** A worker that dies this soon after it started listening is not started again at once. */
const restartDelayMs = 1000
const stopGraceMs = 7000

/**
 * The primary of `count` API processes sharing one port (node:cluster: connections are handed out in turn).
 * `onListening` runs once all of them listen. A worker that dies before every worker listens fails the
 * start (it printed why); later, a worker that dies is replaced. `stop()` asks every worker to finish its
 * requests and close its pool (SIGTERM), and kills those still there after a few seconds.
 */
export function startWorkers(count: number, onListening: (address: string) => void, onFailedStart: () => void): Primary {
  let stopping = false
  let listening = 0
  let started = false
  const fork = (): Worker => cluster.fork(lowMemoryAllocator(process.env))
  cluster.on('listening', (_worker, address) => {
    listening += 1
    if (!started && listening === count) {
      started = true
      onListening(`${address.address ?? '127.0.0.1'}:${address.port}`)
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    if (!started) {
      onFailedStart()
      return
    }
    console.error(`API process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`)
    setTimeout(() => {
      if (!stopping) fork()
    }, restartDelayMs).unref()
  })
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...workerHeapFlags(process.execArgv, process.env.NODE_OPTIONS)] })
  for (let i = 0; i < count; i++) fork()
  return {
    stop: async (drainMs = 0) => {
      stopping = true
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined)
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve()
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), stopGraceMs + drainMs)
              worker.once('exit', () => {
                clearTimeout(kill)
                resolve()
              })
              worker.process.kill('SIGTERM')
            }),
        ),
      )
    },
  }
}
