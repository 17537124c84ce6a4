import { spawn } from 'node:child_process'

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
  const child = spawn(process.execPath, [...process.execArgv, script, prepareFlag], { stdio: 'inherit' })
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
