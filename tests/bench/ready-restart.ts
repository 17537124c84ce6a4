// Readiness across a PostgreSQL restart (issue 32): a private PostgreSQL 15 (initdb into a temp folder, port 5499, never
// the shared cluster) under one API process; while requests run, `pg_ctl restart -m fast` (what `pg_ctlcluster 15 main
// restart` does), then how long /api/ready took to answer 200 again and how many requests failed. Figures only.
//   node --import tsx tests/bench/ready-restart.ts [RESTARTS]      (as root: PostgreSQL runs as the postgres user)
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoPassword, signInViaApi } from './api'
import { tailOutbox } from './outbox'
import { median, printTable, sleep } from './stats'

const bin = '/usr/lib/postgresql/15/bin'
const port = 5499
const apiPort = 4399
const restarts = Number(process.argv[2] ?? 3)
const dir = mkdtempSync(join(tmpdir(), 'backoffice-pg-restart-'))
const data = join(dir, 'pgdata')
const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL program as the postgres user (initdb and pg_ctl refuse root). */
function pg(program: string, args: string[]): void {
  const command = join(bin, program)
  // No pipes: a postmaster started by pg_ctl would hold them open, and execFileSync would wait for it to end.
  const options = { stdio: 'ignore' } as const
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options)
  else execFileSync(command, args, options)
}

function startPostgres(): void {
  if (asRoot) {
    const { uid, gid } = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  pg('initdb', ['-D', data, '-U', 'backoffice', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`
  pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start'])
  execFileSync('psql', [`postgres://backoffice@127.0.0.1:${port}/postgres`, '-qc', 'create database backoffice'])
}

type Sample = { readyAgainMs: number; downMs: number; failed: number; sent: number; failedReady: number }

async function main() {
  startPostgres()
  const outboxFile = join(dir, 'outbox.jsonl')
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      DATABASE_URL: `postgres://backoffice@127.0.0.1:${port}/backoffice`,
      API_PROCESSES: '1',
      ADS_START: 'off',
      SEED_DEMO: 'true',
      CODE_TRANSPORT: 'file',
      CODE_OUTBOX: outboxFile,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  })
  const base = `http://127.0.0.1:${apiPort}`
  const status = (path: string, token?: string) =>
    fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(5000) }).then(
      // The body read, so the connection goes back to the pool.
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    )
  try {
    for (let begun = Date.now(); (await status('/api/ready')) !== 200; await sleep(100))
      if (Date.now() - begun > 180_000) throw new Error('the API did not become ready')
    const token = await signInViaApi(base, tailOutbox(outboxFile), 'owner@kesar.example', demoPassword)
    const samples: Sample[] = []
    for (let run = 0; run < restarts; run += 1) {
      await sleep(2000)
      // Four clients in a loop on a signed-in read (a database query each), and a readiness probe every 50 ms.
      let stop = false
      const counts = { sent: 0, failed: 0, failedReady: 0 }
      const clients = Array.from({ length: 4 }, async () => {
        while (!stop) {
          counts.sent += 1
          if ((await status('/api/my_accounts/get_erp_user', token)) !== 200) counts.failed += 1
        }
      })
      const probe = (async () => {
        while (!stop) {
          if ((await status('/api/ready')) !== 200) counts.failedReady += 1
          await sleep(50)
        }
      })()
      await sleep(1000)
      const restarted = Date.now()
      pg('pg_ctl', [
        '-D',
        data,
        '-m',
        'fast',
        '-w',
        '-l',
        join(dir, 'postgres.log'),
        'restart',
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      ])
      const up = Date.now()
      for (let begun = Date.now(); (await status('/api/ready')) !== 200 && Date.now() - begun < 60_000; await sleep(20));
      const readyAgain = Date.now()
      await sleep(2000)
      stop = true
      await Promise.all([...clients, probe])
      console.log(`run ${run + 1}: ready again after ${readyAgain - restarted} ms, ${counts.failed} of ${counts.sent} requests failed`)
      samples.push({ readyAgainMs: readyAgain - restarted, downMs: up - restarted, failed: counts.failed, sent: counts.sent, failedReady: counts.failedReady })
    }
    printTable(
      `/api/ready across ${restarts} fast restarts of PostgreSQL 15 (one API process, 4 clients on a signed-in read, a probe every 50 ms)`,
      samples.map((sample, index) => ({
        run: index + 1,
        'pg_ctl restart took': `${sample.downMs} ms`,
        'ready again after': `${sample.readyAgainMs} ms`,
        'requests failed': `${sample.failed} of ${sample.sent}`,
        'probes unready': sample.failedReady,
      })),
    )
    console.log(`median ready again after ${median(samples.map((sample) => sample.readyAgainMs))} ms`)
  } finally {
    if (api.pid) process.kill(-api.pid, 'SIGTERM')
    await new Promise((resolve) => api.once('exit', resolve))
    pg('pg_ctl', ['-D', data, '-m', 'fast', 'stop'])
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
