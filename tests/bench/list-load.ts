import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'
import { median, printTable, round, sleep } from './stats'

export type ListLoad = {
  name: string
  figures: LoadFigures
  matching: number
  /** Median of 5 GETs one at a time, just before the run. */
  unloadedP50: number
  healthRpsPerListRps: number
  listP50PerHealthP50: number
}
export type ListLoadResult = { health: LoadFigures; lists: ListLoad[] }

const settledMs = 300

const listPath = (pageSize: number) => `/api/add_products/product_variants?status=active&ordering=-price&page=2&page_size=${pageSize}&search=kurta`

type Unloaded = { matching: number; p50: number }

async function timedGet(baseUrl: string, path: string, token: string, pageSize: number): Promise<{ ms: number; total: number }> {
  const started = performance.now()
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  const body = (await response.json()) as { data: unknown[]; pagination: { total: number } }
  // A filter that matched too little would time a short or empty page.
  if (body.data.length < pageSize) throw new Error(`GET ${path} returned ${body.data.length} rows of ${pageSize}: pick a search that matches more`)
  return { ms: performance.now() - started, total: body.pagination.total }
}

/**
 * Waits until one GET answers quickly again, then times a few one at a time. The server keeps
 * working on requests autocannon gave up on (10 s timeout), so without the wait a run would
 * inherit the previous run's backlog.
 */
async function settle(baseUrl: string, path: string, token: string, pageSize: number): Promise<Unloaded> {
  const deadline = Date.now() + 60_000
  while ((await timedGet(baseUrl, path, token, pageSize)).ms > settledMs && Date.now() < deadline) await sleep(500)
  const answers: { ms: number; total: number }[] = []
  for (let i = 0; i < 5; i++) answers.push(await timedGet(baseUrl, path, token, pageSize))
  return { matching: answers[0]?.total ?? 0, p50: round(median(answers.map((answer) => answer.ms))) }
}

const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 1) : Number.NaN)

/** The variant list filtered, searched, sorted by price and on page 2, at 20 and 100 rows, beside `health` from the same server. */
export async function measureListLoad(baseUrl: string, token: string, health: LoadFigures): Promise<ListLoadResult> {
  const lists: ListLoad[] = []
  for (const pageSize of [20, 100]) {
    const path = listPath(pageSize)
    const unloaded = await settle(baseUrl, path, token, pageSize)
    const name = `GET variants page 2 of ${pageSize} (active, 'kurta', -price)`
    const figures = await hammer(baseUrl, { name, path, headers: { authorization: `Bearer ${token}` } })
    lists.push({
      name,
      figures,
      matching: unloaded.matching,
      unloadedP50: unloaded.p50,
      healthRpsPerListRps: ratio(health.requestsPerSecond, figures.requestsPerSecond),
      listP50PerHealthP50: ratio(figures.p50, health.p50),
    })
  }
  // Leaves the server idle for the measurements that follow.
  await settle(baseUrl, listPath(20), token, 20)
  return { health, lists }
}

export function printListLoad({ health, lists }: ListLoadResult): void {
  printLoad([health, ...lists.map((list) => list.figures)])
  printTable(
    'Variant list against health on the same server (the ratio is the figure that counts)',
    lists.map((list) => ({
      request: list.name,
      'rows matching': list.matching,
      'p50 ms, one at a time': list.unloadedP50,
      'health req/s ÷ list req/s': list.healthRpsPerListRps,
      'list p50 ÷ health p50': list.listP50PerHealthP50,
    })),
  )
}
