import { spawn } from 'node:child_process'
import { Worker } from 'node:worker_threads'

/** The argument that makes server/main.ts (or dist-server/main.js) migrate and seed, then exit. */
export const prepareFlag = '--prepare-database'

/**
 * Runs `prepareDatabase` (prepare.ts) in a process of its own that exits when done, and resolves with its exit code. The
 * seed builds tens of thousands of rows: in the API's own process their memory (JavaScript heap, PGlite's
 * WebAssembly memory, which never shrinks, and the allocator's arenas) would stay resident for its lifetime,
 * about 200 MB more than an API that opened an already seeded database. The child prints its own errors.
 */
export function prepareInChild(): Promise<number> {
  const script = process.argv[1]
  if (!script) throw new Error('Cannot tell which script to run the migrations from')
  // The IPC channel only tells the child when this process is gone (server/main.ts): it then exits too.
  const child = spawn(process.execPath, [...process.execArgv, script, prepareFlag], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
  const stop = () => child.kill('SIGTERM')
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      process.removeListener('SIGINT', stop)
      process.removeListener('SIGTERM', stop)
      resolve(code ?? (signal ? 1 : 0))
    }),
  )
}

/**
 * In the child of `prepareInChild`: ends this process with its parent, however the parent ends (kill -9 among
 * them); an orphan would keep the data folder locked and the restart refused. The IPC channel's disconnect says
 * so at once; a long statement of the embedded database holds the event loop, though, so a thread of its own also
 * watches the parent and sends this process SIGTERM (no handler here: it ends at once, its lock left stale, which
 * the next start takes over).
 */
export function exitWithParent(): void {
  if (!process.send) return
  const gone = () => {
    console.error('The server that started the migrations has gone; stopping them (they resume at the next start).')
    process.exit(1)
  }
  process.once('disconnect', gone)
  if (!process.connected) gone()
  // The channel only listens: it must not keep this process alive once its work is done (a failed start ends
  // by itself, with the exit code set, rather than by process.exit).
  process.channel?.unref()
  const watcher = new Worker(
    `const { workerData } = require('node:worker_threads'); setInterval(() => { if (process.ppid !== workerData) process.kill(process.pid, 'SIGTERM') }, 250)`,
    { eval: true, workerData: process.ppid },
  )
  watcher.unref()
}
