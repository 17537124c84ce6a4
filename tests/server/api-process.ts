import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import { vi } from 'vitest'

/** A real API process (`server/main.ts` through tsx) with what it printed so far and its end. */
export type ApiProcess = { child: ChildProcess; out: () => string; exited: Promise<{ code: number | null }>; base: string }

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Starts an API on `port` with no built app, codes written to `root`/outbox.jsonl, and the caller's `env` on top. */
export function spawnApi(root: string, port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: join(root, 'no-app'),
      CODE_TRANSPORT: 'file',
      CODE_OUTBOX: join(root, 'outbox.jsonl'),
      // One process per API unless a test asks for its workers (API_PROCESSES defaults to one per core).
      API_PROCESSES: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<{ code: number | null }>((resolve) => child.on('exit', (code) => resolve({ code })))
  return { child, out: () => text, exited, base: `http://127.0.0.1:${port}` }
}

/** Waits until the API says it runs; an API that exits first fails with what it printed. */
export const waitForStart = (api: ApiProcess, timeout: number) =>
  vi.waitFor(
    () => {
      if (api.child.exitCode !== null) throw new Error(`the API exited at start:\n${api.out()}`)
      if (!api.out().includes('Back office running at')) throw new Error(`the API did not start:\n${api.out()}`)
    },
    { timeout, interval: 100 },
  )

export async function stopApi({ child }: Pick<ApiProcess, 'child'>): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const hidePassword = (url: string) => url.replace(/:[^:@/]+@/, ':***@')

/**
 * A connection for a test that needs a PostgreSQL server in both passes of the suite. In CI an unreachable server
 * fails the file; on a laptop without one the file warns that `what` did not run, and gets undefined.
 */
export async function postgresFor(url: string, what: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => undefined)
    const message = `PostgreSQL is not reachable at ${hidePassword(url)} (${error instanceof Error ? error.message : String(error)}).`
    if (process.env.CI) throw new Error(`${message} CI must run ${what} against PostgreSQL.`, { cause: error })
    console.warn(`${message}\n${what} did NOT run. Start PostgreSQL or set TEST_DATABASE_URL (see README).`)
    return undefined
  }
}
