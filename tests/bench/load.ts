import autocannon from 'autocannon'
import { printTable, round } from './stats'

export type LoadFigures = {
  name: string
  connections: number
  seconds: number
  requests: number
  requestsPerSecond: number
  p50: number
  p99: number
  mean: number
  non2xx: number
  errors: number
}

export type LoadTarget = { name: string; path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }

/** autocannon against one fixed request: `connections` keep-alive connections for `seconds`. */
export async function hammer(baseUrl: string, target: LoadTarget, connections = 50, seconds = 10): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  })
  return {
    name: target.name,
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: round(result.latency.mean, 1),
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

export function printLoad(rows: LoadFigures[]): void {
  printTable(
    'API latency under load (127.0.0.1, keep-alive)',
    rows.map((row) => ({
      request: row.name,
      conns: row.connections,
      secs: row.seconds,
      requests: row.requests,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'mean ms': row.mean,
      non2xx: row.non2xx,
      errors: row.errors,
    })),
  )
}
