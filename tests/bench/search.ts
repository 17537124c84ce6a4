import { searchPaths } from '../../src/contract/search'
import { demoPassword, signInViaApi } from './api'
import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'
import { tailOutbox } from './outbox'
import { startServer } from './server'
import { printTable, round } from './stats'

const connections = 20
type SearchRow = { name: string; figures: LoadFigures; hits: number; p50PerHealthP50: number }
export type SearchLoad = { health: LoadFigures; searches: SearchRow[] }

async function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return (await res.json()) as T
}

/** What the owner would type: a subscriber's phone number, the start of their name and the start of a variant's SKU. */
async function queries(baseUrl: string, token: string): Promise<{ name: string; q: string }[]> {
  const people = await getJson<{ data: { name: string; phone: string }[] }>(baseUrl, '/api/subscribers/get_erp_subscribers?page_size=1', token)
  const variants = await getJson<{ data: { sku: string }[] }>(baseUrl, '/api/add_products/product_variants?page_size=1', token)
  const person = people.data[0]
  const variant = variants.data[0]
  if (!person || !variant) throw new Error('The seed has no subscriber or variant to search for')
  return [
    { name: 'a phone number (10 digits)', q: person.phone.slice(3) },
    { name: 'a name (3 letters)', q: person.name.slice(0, 3) },
    { name: 'a SKU (first 4)', q: variant.sku.slice(0, 4) },
  ]
}

/** The command palette's search as the owner (every area, campaigns through the ads service) under 20 connections, beside /api/health. */
export async function measureSearch(baseUrl: string, token: string): Promise<SearchLoad> {
  const headers = { authorization: `Bearer ${token}` }
  const health = await hammer(baseUrl, { name: 'GET /api/health', path: '/api/health' }, connections)
  const searches: SearchRow[] = []
  for (const { name, q } of await queries(baseUrl, token)) {
    const path = searchPaths.search(q)
    const hits = (await getJson<{ data: unknown[] }>(baseUrl, path, token)).data.length
    const figures = await hammer(baseUrl, { name: `GET /api/search: ${name}`, path, headers }, connections)
    searches.push({ name, figures, hits, p50PerHealthP50: health.p50 > 0 ? round(figures.p50 / health.p50, 1) : Number.NaN })
  }
  return { health, searches }
}

/** The same on PostgreSQL at `url` (seeded with the demo data on first use), in a server of its own on `port`. */
export async function measureSearchOnPostgres(port: number, url: string, owner: string): Promise<SearchLoad> {
  const server = await startServer(port, { DATABASE_URL: url, SEED_DEMO: 'true' })
  const outbox = tailOutbox(server.outbox)
  try {
    return await measureSearch(server.baseUrl, await signInViaApi(server.baseUrl, outbox, owner, demoPassword))
  } finally {
    outbox.close()
    await server.stop()
  }
}

export function printSearch({ health, searches }: SearchLoad, database = 'PGlite'): void {
  printLoad([health, ...searches.map((row) => row.figures)])
  printTable(
    `Palette search against health on the same server (${database})`,
    searches.map((row) => ({ search: row.name, hits: row.hits, 'search p50 ÷ health p50': row.p50PerHealthP50 })),
  )
}
