// `npm run bench -- start` (issue 36): the built server on a fresh data folder with the embedded database, as `npm start`
// runs it, timed from the spawn until /api/health answers and until the demo owner is signed in (password, then the
// SMS code from the file outbox); then stopped and started again on the same folder, timed the same way. Figures only.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoPassword, signInViaApi } from './api'
import { tailOutbox } from './outbox'
import { ms, printTable, sleep } from './stats'

export type StartRun = {
  kind: 'demo snapshot (npm start, once)' | 'fresh folder' | 'restart'
  healthMs: number
  signedInMs: number
  cpuMs: number
  stdout: string[]
}

/** CPU time of `pid` and of its children that ended (the migrate-and-seed child), from /proc (Linux; ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime, stime, cutime, cstime are fields 14-17 of the whole line, 12-15 after the name.
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10
}

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/** One start of `node dist-server/main.js` on `dir`: the times, then a SIGTERM and its exit. */
async function timeOneStart(kind: StartRun['kind'], dir: string, port: number): Promise<StartRun> {
  const outbox = join(dir, 'outbox.jsonl')
  const baseUrl = `http://127.0.0.1:${port}`
  const began = performance.now()
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), DATABASE_URL: '', CODE_TRANSPORT: 'file', CODE_OUTBOX: outbox },
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('Could not spawn the server')
  const stdout: string[] = []
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n')) if (line && !line.startsWith('{')) stdout.push(`${Math.round(performance.now() - began)} ms  ${line}`)
  })
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  const onExit = () => killGroup(pid, 'SIGKILL')
  process.once('exit', onExit)
  try {
    for (;;) {
      if (exited) throw new Error(`The server exited during its ${kind} start`)
      if (performance.now() - began > 300_000) throw new Error(`No answer from ${baseUrl}/api/health within 300 s`)
      const ok = await fetch(`${baseUrl}/api/health`).then(
        async (response) => (await response.arrayBuffer(), response.ok),
        () => false,
      )
      if (ok) break
      await sleep(20)
    }
    const healthMs = performance.now() - began
    const cpuMs = cpuMsOf(pid)
    const tail = tailOutbox(outbox)
    try {
      await signInViaApi(baseUrl, tail, 'owner@kesar.example', demoPassword)
    } finally {
      tail.close()
    }
    return { kind, healthMs, signedInMs: performance.now() - began, cpuMs, stdout }
  } finally {
    killGroup(pid, 'SIGTERM')
    const timedOut = await Promise.race([exit.then(() => false), sleep(10_000).then(() => true)])
    if (timedOut) killGroup(pid, 'SIGKILL')
    process.removeListener('exit', onExit)
  }
}

/** A fresh folder once, then `restarts` starts on it. */
export async function measureFirstStart(port: number, restarts = 2): Promise<StartRun[]> {
  if (!existsSync('dist-server/main.js') || !existsSync('dist/index.html')) throw new Error('Build first: npm run build')
  const dir = mkdtempSync(join(tmpdir(), 'back-office-start-'))
  try {
    // `npm start`'s step between the build and the server: the snapshot, made only if none usable is there.
    const began = performance.now()
    const made = spawnSync(process.execPath, ['dist-server/main.js', '--demo-snapshot'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
    })
    if (made.status !== 0) throw new Error(`The demo snapshot step failed:\n${made.stdout}${made.stderr}`)
    const snapshotMs = performance.now() - began
    const snapshot: StartRun = {
      kind: 'demo snapshot (npm start, once)',
      healthMs: snapshotMs,
      signedInMs: snapshotMs,
      cpuMs: 0,
      stdout: made.stdout.trim().split('\n'),
    }
    const runs = [snapshot, await timeOneStart('fresh folder', dir, port)]
    for (let i = 0; i < restarts; i++) runs.push(await timeOneStart('restart', dir, port))
    return runs
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
  }
}

export function printFirstStart(runs: StartRun[]): void {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  printTable(
    `\`npm start\` (the built server, embedded database): from the spawn to the first answer and to the demo owner signed in (load average ${load})`,
    runs.map((run) => ({
      start: run.kind,
      '/api/health answers': ms(run.healthMs),
      'owner signed in': ms(run.signedInMs),
      'server CPU to the answer': ms(run.cpuMs),
    })),
  )
  for (const run of runs) console.log(`\n${run.kind}, what it printed:\n${run.stdout.map((line) => `  ${line}`).join('\n')}`)
}
