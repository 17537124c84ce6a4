import { importRowLimit, variantImport } from '../../src/contract/import'
import { readMemory } from './server'
import type { BenchServer } from './server'
import { printTable, round } from './stats'

/**
 * CSV import of 50,000 product variants through the API (docs/api.md#import), as the import screen sends them: the dry
 * run in chunks of 5,000 rows, then the same chunks checked and kept as the file's parts, then one commit under the
 * file's key that writes every part in one transaction with one history entry per row. Seconds per phase and the
 * server's peak resident memory (VmHWM).
 */
export type ImportBench = { rows: number; chunks: number; dryRunS: number; importS: number; rowsPerS: number; peakRssMbBefore: number; peakRssMbAfter: number }

const rows = 50_000

async function post(baseUrl: string, token: string, body: unknown, key?: string, path = '') {
  const res = await fetch(`${baseUrl}/api/import/product_variants${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { valid: number; added: number; errors: unknown[]; message: string }
  if (!res.ok) throw new Error(`POST /api/import/product_variants answered ${res.status}: ${answer.message}`)
  return answer
}

export async function measureImport(server: BenchServer, token: string): Promise<ImportBench> {
  const templates = await fetch(`${server.baseUrl}/api/add_products/product_templates?page_size=1`, { headers: { authorization: `Bearer ${token}` } })
  const template = ((await templates.json()) as { data: { name: string; brand_name: string }[] }).data[0]
  if (!template) throw new Error('The seed has no product template')
  const stamp = Date.now().toString(36).toUpperCase()
  const all = Array.from({ length: rows }, (_, index) => ({
    sku: `BENCH-${stamp}-${index}`,
    name: `Bench variant ${index}`,
    brand: template.brand_name,
    template: template.name,
    size: 'M',
    colour: 'Black',
    mrp: '1299',
    price: '999',
    barcode: '',
    status: 'active',
    initial_stock_hyd: '3',
    initial_stock_delhi: '1',
  }))
  const chunks = Array.from({ length: Math.ceil(rows / importRowLimit) }, (_, index) => all.slice(index * importRowLimit, (index + 1) * importRowLimit))
  const before = readMemory(server.pid).peakRssKb
  let started = performance.now()
  let valid = 0
  for (const [index, chunk] of chunks.entries()) {
    const lines = chunk.map((_, at) => index * importRowLimit + at + 2)
    valid += (await post(server.baseUrl, token, { rows: chunk, lines, dry_run: true })).valid
  }
  const dryRunS = (performance.now() - started) / 1000
  if (valid !== rows) throw new Error(`The dry run found ${rows - valid} bad rows of ${rows}`)
  started = performance.now()
  let added = 0
  for (const [index, chunk] of chunks.entries()) {
    const lines = chunk.map((_, at) => index * importRowLimit + at + 2)
    await post(server.baseUrl, token, { rows: chunk, lines, file: `bench-${stamp}`, part: index })
  }
  added += (await post(server.baseUrl, token, { file: `bench-${stamp}`, parts: chunks.length }, `bench-${stamp}`, '/commit')).added
  const importS = (performance.now() - started) / 1000
  if (added !== rows) throw new Error(`Imported ${added} of ${rows}`)
  const after = readMemory(server.pid).peakRssKb
  return {
    rows,
    chunks: chunks.length,
    dryRunS: round(dryRunS, 1),
    importS: round(importS, 1),
    rowsPerS: Math.round(rows / importS),
    peakRssMbBefore: round(before / 1024, 0),
    peakRssMbAfter: round(after / 1024, 0),
  }
}

export function printImport(figures: ImportBench): void {
  printTable(`CSV import: ${figures.rows.toLocaleString('en-IN')} variant rows (${variantImport.columns.length} columns) in ${figures.chunks} chunks`, [
    {
      'dry run s': figures.dryRunS,
      'import s': figures.importS,
      'rows/s imported': figures.rowsPerS,
      'peak RSS MB before': figures.peakRssMbBefore,
      'peak RSS MB after': figures.peakRssMbAfter,
    },
  ])
}
