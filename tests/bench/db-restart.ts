// `npm run bench -- restart` (BENCH_DATABASE_URL): the API on PostgreSQL while its database's connections are all ended
// again and again, under 16 request loops mixing reads (two lists, the signed-in account) and writes (a promo code
// created with an Idempotency-Key, sent once more after a 503 as the app does). Goal (issue 36): no answer of 500.
// The stand-in for a restart: the shared PostgreSQL server is not ours to restart (`pg_ctlcluster 15 main restart` would
// cut everyone's tests), so every backend of the bench's own database is ended with pg_terminate_backend, from the
// ordinary bench role (a member of pg_signal_backend), as a restart ends them. Unlike a restart, the server accepts new
// connections at once: the seconds a restarting server refuses them are not measured here (ready-restart.ts does, on a
// private server).
import pg from 'pg'
import { demoPassword, signInViaApi } from './api'
import { tailOutbox } from './outbox'
import { benchLists } from './scale-explain'
import { startServer } from './server'
import { median, printTable, round, sleep } from './stats'

const loops = 16
type Answer = { kind: 'read' | 'write'; sentAt: number; endedAt: number; status: number; retried: boolean }
export type RestartRun = {
  seconds: number
  cuts: { at: number; ended: number }[]
  answers: { total: number; reads: number; writes: number; status500: number; status503: number; otherFailed: number; errors: number }
  /** After the app-like resend of a 503 (Retry-After at most 5 s): what a person would still have seen fail. */
  failedAfterResend: number
  /** Resent after a 503 and failed again: each one's status and when it was sent, in ms after the cut before it. */
  failedResends: string[]
  /** Per cut: from the cut to the end of the last failed answer before the next cut (0: nothing failed). */
  recoveryMs: number[]
  writesStored: number
  duplicateWrites: number
  loadBefore: number
  loadAfter: number
}

const loadAverage = async () => Number((await import('node:os')).loadavg()[0]!.toFixed(2))

/** Runs the loops for `seconds`, ending every connection of the database every `everyMs` from the 3rd second on. */
async function measureDbRestart(baseUrl: string, token: string, url: string, seconds = 40, everyMs = 4000): Promise<RestartRun> {
  const loadBefore = await loadAverage()
  const auth = { authorization: `Bearer ${token}` }
  const brands = (await (await fetch(`${baseUrl}/api/promocode/get_erp_brands`, { headers: auth })).json()) as { data: { id: string }[] }
  const brandId = brands.data[0]?.id
  if (!brandId) throw new Error('No brand to create promo codes for')
  const prefix = `RB${(Date.now() % 1_000_000).toString(36).toUpperCase()}`
  const day = 86_400_000
  const writeBody = (code: string) =>
    JSON.stringify({
      ...{ code, description: 'Restart bench', discount_type: 'percent', discount_value: 10, max_discount_paise: 50_000 },
      ...{ min_order_paise: 99_900, usage_limit: 100, per_user_limit: 2, brand_id: brandId },
      ...{ starts_at: new Date(Date.now() - day).toISOString(), ends_at: new Date(Date.now() + 30 * day).toISOString() },
    })
  const readPaths = [...benchLists.map((list) => list.path), '/api/my_accounts/get_erp_user']
  const answers: Answer[] = []
  let errors = 0
  let failedAfterResend = 0
  const started = Date.now()
  const send = async (kind: Answer['kind'], init: () => RequestInit & { path: string }, retried = false): Promise<void> => {
    const { path, ...request } = init()
    const sentAt = Date.now() - started
    let status = 0
    let retryAfter: string | null = null
    try {
      const response = await fetch(`${baseUrl}${path}`, { ...request, signal: AbortSignal.timeout(15_000) })
      await response.arrayBuffer()
      status = response.status
      retryAfter = response.headers.get('retry-after')
    } catch {
      errors += 1
    }
    answers.push({ kind, sentAt, endedAt: Date.now() - started, status, retried })
    const resendable = status === 503 && retryAfter !== null && Number(retryAfter) <= 5 && (kind === 'read' || request.headers !== undefined)
    if (resendable && !retried) {
      await sleep(Number(retryAfter) * 1000)
      return send(kind, init, true)
    }
    if (status < 200 || status >= 300) failedAfterResend += 1
  }
  let stop = false
  const loop = async (n: number) => {
    for (let i = 0; !stop; i += 1) {
      if (i % 4 === 3) {
        const code = `${prefix}${n}X${i}`
        const headers = { ...auth, 'content-type': 'application/json', 'idempotency-key': `restart-bench-${code}` }
        await send('write', () => ({ path: '/api/promocode/create', method: 'POST', headers, body: writeBody(code) }))
      } else await send('read', () => ({ path: readPaths[(n + i) % readPaths.length]!, headers: auth }))
    }
  }
  const admin = new pg.Client({ connectionString: url, application_name: 'restart-bench' })
  await admin.connect()
  const cuts: RestartRun['cuts'] = []
  try {
    const running = Array.from({ length: loops }, (_, n) => loop(n))
    await sleep(3000)
    while (Date.now() - started < seconds * 1000 - everyMs / 2) {
      const at = Date.now() - started
      const ended = await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
      cuts.push({ at, ended: ended.rows[0]?.n ?? 0 })
      await sleep(everyMs)
    }
    stop = true
    await Promise.all(running)
    const stored = await admin.query<{ codes: number; rows: number }>(
      'select count(distinct code)::int as codes, count(*)::int as rows from promo_codes where code like $1',
      [`${prefix}%`],
    )
    const recoveryMs = cuts.map((cut, index) => {
      const until = cuts[index + 1]?.at ?? Number.POSITIVE_INFINITY
      const failed = answers.filter((answer) => answer.endedAt >= cut.at && answer.endedAt < until && (answer.status < 200 || answer.status >= 300))
      return failed.length === 0 ? 0 : Math.max(...failed.map((answer) => answer.endedAt)) - cut.at
    })
    const first = answers.filter((answer) => !answer.retried)
    return {
      seconds,
      cuts,
      answers: {
        total: answers.length,
        reads: answers.filter((answer) => answer.kind === 'read').length,
        writes: answers.filter((answer) => answer.kind === 'write').length,
        status500: answers.filter((answer) => answer.status === 500).length,
        status503: first.filter((answer) => answer.status === 503).length,
        otherFailed: answers.filter(
          (answer) => answer.status !== 0 && answer.status !== 503 && answer.status !== 500 && (answer.status < 200 || answer.status >= 300),
        ).length,
        errors,
      },
      failedAfterResend,
      failedResends: answers
        .filter((answer) => answer.retried && (answer.status < 200 || answer.status >= 300))
        .map(
          (answer) =>
            `${answer.status} sent ${answer.sentAt - Math.max(0, ...cuts.filter((cut) => cut.at <= answer.sentAt).map((cut) => cut.at))} ms after a cut`,
        ),
      recoveryMs,
      writesStored: stored.rows[0]?.codes ?? 0,
      duplicateWrites: (stored.rows[0]?.rows ?? 0) - (stored.rows[0]?.codes ?? 0),
      loadBefore,
      loadAfter: await loadAverage(),
    }
  } finally {
    stop = true
    await admin.end()
  }
}

/** A server of its own on `url` (seeded with the demo data on first use), the run, then the server stopped. */
async function measureDbRestartOnPostgres(port: number, url: string): Promise<RestartRun> {
  const server = await startServer(port, { DATABASE_URL: url, SEED_DEMO: 'true', ADS_START: 'off' })
  const outbox = tailOutbox(server.outbox)
  try {
    const token = await signInViaApi(server.baseUrl, outbox, 'owner@kesar.example', demoPassword)
    return await measureDbRestart(server.baseUrl, token, url)
  } finally {
    outbox.close()
    await server.stop()
  }
}

function printDbRestart(run: RestartRun): void {
  const { answers } = run
  printTable(
    `PostgreSQL: every connection of the database ended ${run.cuts.length} times in ${run.seconds} s (stand-in for a restart), ${loops} loops of reads and writes (goal: 0 answers of 500)`,
    [
      {
        answers: answers.total,
        reads: answers.reads,
        writes: answers.writes,
        '500': answers.status500,
        '503 (first answers)': answers.status503,
        'other non-2xx': answers.otherFailed,
        'no answer': answers.errors,
        'failed after the resend': run.failedAfterResend,
        'connections ended per cut': run.cuts.map((cut) => cut.ended).join('/'),
      },
    ],
  )
  printTable('Recovery after each cut: from the cut to the end of the last failed answer (0: none failed)', [
    {
      'per cut ms': run.recoveryMs.join(' / '),
      'median ms': median(run.recoveryMs),
      'max ms': round(Math.max(0, ...run.recoveryMs)),
      'promo codes stored': run.writesStored,
      'stored twice': run.duplicateWrites,
    },
  ])
  if (run.failedResends.length > 0) console.log(`resent after a 503 and failed again: ${run.failedResends.join(', ')}`)
  console.log(`load average (1 min): ${run.loadBefore} at the start, ${run.loadAfter} at the end`)
}

/** The section in `npm run bench`: skipped without BENCH_DATABASE_URL. */
export async function restartSection(port: number, step: <T>(name: string, work: () => Promise<T>) => Promise<T>): Promise<RestartRun | undefined> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    console.log('\nBENCH_DATABASE_URL is not set: the restart section is skipped.')
    return undefined
  }
  const run = await step('PostgreSQL: every connection ended every 4 s under 16 loops of reads and writes', () => measureDbRestartOnPostgres(port, url))
  printDbRestart(run)
  return run
}
