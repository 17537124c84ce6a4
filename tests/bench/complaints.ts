import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'
import { printTable, round } from './stats'

type CustomerList = { name: string; figures: LoadFigures; matching: number; listP50PerHealthP50: number }
export type CustomerLoad = { health: LoadFigures; lists: CustomerList[] }

const targets = [
  { name: "GET subscribers page 50 ('red', by name)", path: '/api/subscribers/get_erp_subscribers?search=red&ordering=name&page=50&page_size=20' },
  { name: 'GET complaints (status open)', path: '/api/brand_complaints/get_complaints?status=open&page_size=20' },
]

/** Subscriber search on a deep page and the complaints list by status, under 50 connections, beside `health` from the same server. */
export async function measureCustomers(baseUrl: string, token: string, health: LoadFigures): Promise<CustomerLoad> {
  const headers = { authorization: `Bearer ${token}` }
  const lists: CustomerList[] = []
  for (const { name, path } of targets) {
    const probe = await fetch(`${baseUrl}${path}`, { headers })
    if (!probe.ok) throw new Error(`GET ${path} answered ${probe.status}`)
    const body = (await probe.json()) as { data: unknown[]; pagination: { total: number } }
    if (body.data.length === 0) throw new Error(`GET ${path} returned no rows: the seed is too small for this bench`)
    const figures = await hammer(baseUrl, { name, path, headers })
    lists.push({ name, figures, matching: body.pagination.total, listP50PerHealthP50: health.p50 > 0 ? round(figures.p50 / health.p50, 1) : Number.NaN })
  }
  return { health, lists }
}

export function printCustomers({ health, lists }: CustomerLoad): void {
  printLoad([health, ...lists.map((list) => list.figures)])
  printTable(
    'Customer lists against health on the same server',
    lists.map((list) => ({ request: list.name, 'rows matching': list.matching, 'list p50 ÷ health p50': list.listP50PerHealthP50 })),
  )
}
