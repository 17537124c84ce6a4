import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as v from 'valibot'
import { variantListQuery } from '../../src/contract/catalogue/list'
import { subscriberListQuery } from '../../src/contract/subscribers/list'
import { listVariants } from '../../server/areas/catalogue/variant-reads'
import { listSubscribers } from '../../server/areas/subscribers/reads'
import type { Db } from '../../server/db/client'
import { demoOrgId } from '../../server/db/demo'

/** A list the bench loads, by its API path and the server function that reads it (for EXPLAIN). */
export type BenchList = { name: string; path: string; explain: (db: Db) => Promise<unknown> }

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://bench').searchParams)

const variantsPath = '/api/add_products/product_variants?status=active&ordering=-price&page=2&page_size=20&search=kurta'
const subscribersPath = '/api/subscribers/get_erp_subscribers?search=red&ordering=name&page=50&page_size=20'

export const benchLists: BenchList[] = [
  {
    name: "variants page 2 ('kurta', active, -price)",
    path: variantsPath,
    explain: (db) => listVariants(db, demoOrgId, v.parse(variantListQuery, queryOf(variantsPath))),
  },
  {
    name: "subscribers page 50 ('red', by name)",
    path: subscribersPath,
    explain: (db) => listSubscribers(db, demoOrgId, 'owner', v.parse(subscriberListQuery, queryOf(subscribersPath))),
  },
]

/** The subscriber export: 20,000 rows as CSV, 1,000 a batch. */
export const subscriberCsvPath = '/api/subscribers/get_erp_subscribers?format=csv'

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement the server runs for `list`: the list's own function runs
 * against `url` through a Drizzle logger that keeps each statement and its parameters.
 */
export async function explainList(url: string, list: BenchList): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  const statements: { sql: string; params: unknown[] }[] = []
  try {
    const db = drizzle({ client: pool, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } }) as unknown as Db
    await list.explain(db)
    const plans: string[] = []
    for (const { sql, params } of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params)
      plans.push(`${sql}\n  -- ${JSON.stringify(params)}\n${rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`)
    }
    return plans.join('\n\n')
  } finally {
    await pool.end()
  }
}
