// The floor of `npm run bench -- lists` (tests/bench/floor.ts): a bare node:http server with a pg pool that runs, for
// each list, exactly the statements the product ran for it (recorded from the product's own connections: same text,
// same values, in the same order) and answers the same JSON shape ({ status, message, data, pagination }). Whatever
// the product spends beyond this per request is its own overhead. Not product code: a bench's stand-in.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import pg from 'pg'

export type Statement = { text: string; values?: unknown[]; named?: true }
/** One list: its statements in order; `page` and `count` index the page's rows and its count among them. */
export type FloorList = {
  name: string
  statements: Statement[]
  page: number
  count?: number
  keys?: string[]
  message: string
  pageSize: number
  pageNo: number
  /** No SQL: this body, serialized per request as the product does (tests/bench/floor.ts's `answered`). */
  answer?: unknown
}
export type FloorPlan = { url: string; poolMax: number; lists: Record<string, FloorList> }

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as FloorPlan
const pool = new pg.Pool({ connectionString: plan.url, max: plan.poolMax })
pool.on('error', () => undefined)

async function answer(list: FloorList): Promise<string> {
  if (list.answer !== undefined) return JSON.stringify(list.answer)
  const results: pg.QueryResult[] = []
  for (const [index, { text, values, named }] of list.statements.entries()) {
    // What the product prepared (named) is prepared here too, once per connection.
    const name = named ? `floor_${list.name}_${index}` : undefined
    results.push(index === list.page ? await pool.query({ name, text, values, rowMode: 'array' }) : await pool.query({ name, text, values }))
  }
  const page = results[list.page]
  const rows = (page?.rows ?? []) as unknown[][]
  // The product's keys when the page has one column each (as Drizzle names them), else the columns' own names.
  const keys: string[] = list.keys && list.keys.length === page?.fields.length ? list.keys : (page?.fields.map((field) => field.name) ?? [])
  const data = rows.map((row) => Object.fromEntries(keys.map((key, column) => [key, row[column]])))
  const counted = list.count === undefined ? undefined : results[list.count]?.rows[0]
  const total = counted ? Number(Object.values(counted)[0]) : data.length
  return JSON.stringify({ status: true, message: list.message, data, pagination: { page: list.pageNo, page_size: list.pageSize, total } })
}

let failed = false
const server = createServer((request, response) => {
  const name = (request.url ?? '/').slice(1).split('?')[0] ?? ''
  const list = plan.lists[name]
  if (!list) {
    response.writeHead(404).end()
    return
  }
  answer(list).then(
    (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
    (error: unknown) => {
      // The first failure is printed: a floor that fails measures nothing (tests/bench/floor.ts counts them).
      if (!failed) console.error(`floor: ${name} failed: ${String(error)}`)
      failed = true
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    },
  )
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor listening'))
process.on('SIGTERM', () => {
  server.close()
  void pool.end().then(() => process.exit(0))
})
