// `npm run bench -- embedded`: the embedded default (PGlite, the database `npm start` uses) under 50 connections for 60 s
// on list requests, with /api/health asked beside them the whole time. Goals (issue 36): no failed request (no non-2xx,
// no error, no timeout), health p99 under 100 ms.
import autocannon from 'autocannon'
import { benchLists } from './scale-explain'
import { printTable, round } from './stats'

export type EmbeddedLoad = {
  connections: number
  seconds: number
  lists: { requests: number; rps: number; p50: number; p99: number; max: number; non2xx: number; errors: number; timeouts: number; status503: number }
  health: { requests: number; p50: number; p99: number; max: number; failed: number }
  /** The machine's load average (1 min) when the run began and ended: the figures are noisy under a shared load. */
  loadBefore: number
  loadAfter: number
}

const loadAverage = async () => Number((await import('node:os')).loadavg()[0]!.toFixed(2))

/** Both lists in turn on `connections` keep-alive connections, and health on 2 more, for `seconds`. */
async function measureEmbeddedLoad(baseUrl: string, headers: Record<string, string>, connections = 50, seconds = 60): Promise<EmbeddedLoad> {
  const loadBefore = await loadAverage()
  let status503 = 0
  const lists = new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: baseUrl, connections, duration: seconds, requests: benchLists.map((list) => ({ method: 'GET' as const, path: list.path, headers })) }
    const instance = autocannon(options, (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)))
    instance.on('response', (_client, statusCode) => {
      if (statusCode === 503) status503 += 1
    })
  })
  const health = autocannon({ url: `${baseUrl}/api/health`, connections: 2, duration: seconds })
  const [listResult, healthResult] = await Promise.all([lists, health])
  return {
    connections,
    seconds,
    lists: {
      requests: listResult.requests.total,
      rps: round(listResult.requests.average, 1),
      p50: listResult.latency.p50,
      p99: listResult.latency.p99,
      max: listResult.latency.max,
      non2xx: listResult.non2xx,
      errors: listResult.errors,
      timeouts: listResult.timeouts,
      status503,
    },
    health: {
      requests: healthResult.requests.total,
      p50: healthResult.latency.p50,
      p99: healthResult.latency.p99,
      max: healthResult.latency.max,
      failed: healthResult.non2xx + healthResult.errors,
    },
    loadBefore,
    loadAfter: await loadAverage(),
  }
}

/** The section in `npm run bench`: signs in, runs, prints. */
export async function embeddedSection(baseUrl: string, signIn: () => Promise<string>): Promise<EmbeddedLoad> {
  const run = await measureEmbeddedLoad(baseUrl, { authorization: `Bearer ${await signIn()}` })
  printEmbeddedLoad(run)
  return run
}

function printEmbeddedLoad(run: EmbeddedLoad): void {
  const failed = run.lists.non2xx + run.lists.errors
  printTable(
    `PGlite (the embedded default), ${run.connections} connections for ${run.seconds} s on two lists, /api/health beside them (goals: 0 failed, health p99 < 100 ms)`,
    [
      {
        request: benchLists.map((list) => list.name).join(' + '),
        requests: run.lists.requests,
        'req/s': run.lists.rps,
        'p50 ms': run.lists.p50,
        'p99 ms': run.lists.p99,
        'max ms': run.lists.max,
        failed: `${failed} (${run.lists.non2xx} non-2xx of which ${run.lists.status503} 503, ${run.lists.errors} errors of which ${run.lists.timeouts} timeouts)`,
      },
      {
        request: '/api/health (2 connections)',
        requests: run.health.requests,
        'req/s': round(run.health.requests / run.seconds, 1),
        'p50 ms': run.health.p50,
        'p99 ms': run.health.p99,
        'max ms': run.health.max,
        failed: run.health.failed,
      },
    ],
  )
  console.log(`load average (1 min): ${run.loadBefore} at the start, ${run.loadAfter} at the end`)
}
