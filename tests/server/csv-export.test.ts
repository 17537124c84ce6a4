import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriberCsv } from '../../src/contract/subscribers'
import type { Subscriber } from '../../src/contract/subscribers'
import { subscribers } from '../../server/areas/subscribers/schema'
import { csvBatchRowsOnPglite, csvBatchRowsOnPostgres } from '../../server/kit/list-answer'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let support: string
beforeAll(async () => {
  t = await makeTestContext()
  support = await signInAs(t, 'support')
})
afterAll(async () => {
  await t.close()
})

const subscribersPath = '/api/subscribers/get_erp_subscribers'
// Past two batches on either database (PostgreSQL's are smaller).
const many = Math.max(csvBatchRowsOnPglite, csvBatchRowsOnPostgres) * 2 + 500

/** The whole-file CSV the export wrote before it streamed: the same bytes are expected. */
function wholeFile(rows: Subscriber[]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return ''
    const text = String(value)
    const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  const lines = [subscriberCsv.columns.map(([header]) => cell(header)).join(',')]
  for (const row of rows) lines.push(subscriberCsv.columns.map(([, value]) => cell(value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

describe('CSV exports stream the whole list', () => {
  beforeAll(async () => {
    // One multi-row insert per batch: cheap on PGlite and PostgreSQL.
    for (let start = 0; start < many; start += 500) {
      await t.db.insert(subscribers).values(
        Array.from({ length: Math.min(500, many - start) }, (_, offset) => {
          const index = start + offset
          return {
            org_id: demoOrgId,
            name: `Streamrow ${String(index).padStart(5, '0')}`,
            phone: `+9170${String(index).padStart(8, '0')}`,
            email: `streamrow${index}@example.com`,
            city: 'delhi' as const,
            plan: 'basic' as const,
            status: 'active' as const,
            since: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
          }
        }),
      )
    }
  })

  it(`exports every matching row past one batch (${many} rows, batches of ${csvBatchRowsOnPglite} or ${csvBatchRowsOnPostgres}), each once, in the list's order`, async () => {
    const res = await t.get(`${subscribersPath}?search=Streamrow&ordering=name&format=csv`, { token: support })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // The app's headers still come with a streamed answer.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const lines = res.text.split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(subscriberCsv.columns.map(([header]) => header).join(','))
    const names = lines.slice(1, -1).map((line) => line.split(',')[0])
    expect(names).toHaveLength(many)
    expect(names).toEqual(Array.from({ length: many }, (_, index) => `Streamrow ${String(index).padStart(5, '0')}`))
  })

  it('writes the same bytes as the whole-file export did for a small list', async () => {
    const query = 'search=Streamrow%200001&ordering=-since'
    const page = await t.get(`${subscribersPath}?${query}&page_size=100`, { token: support })
    const rows = page.body.data as Subscriber[]
    expect(rows).toHaveLength(10)
    const res = await t.get(`${subscribersPath}?${query}&format=csv`, { token: support })
    expect(res.text).toBe(wholeFile(rows))
  })

  it('reads one snapshot on PostgreSQL: a row deleted while the file is written shifts no later batch', async () => {
    // PGlite has one connection in this process: an export there reads each batch as it stands.
    if (!process.env.TEST_DATABASE_URL) return
    const response = await t.app.request(`${subscribersPath}?search=Streamrow&ordering=name&format=csv`, { headers: { authorization: `Bearer ${support}` } })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const first = await reader.read()
    text += decoder.decode(first.value, { stream: true })
    await t.db.delete(subscribers).where(eq(subscribers.name, 'Streamrow 00000'))
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true })
    const names = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0])
    expect(names).toEqual(Array.from({ length: many }, (_, index) => `Streamrow ${String(index).padStart(5, '0')}`))
  })

  it('reads one cursor on PostgreSQL: rows inserted between batches, before and after the one being read, neither repeat nor shift a row', async () => {
    if (!process.env.TEST_DATABASE_URL) return
    const expected = await t.db
      .select({ name: subscribers.name })
      .from(subscribers)
      .where(like(subscribers.name, 'Streamrow%'))
      .orderBy(subscribers.name, subscribers.id)
    const response = await t.app.request(`${subscribersPath}?search=Streamrow&ordering=name&format=csv`, { headers: { authorization: `Bearer ${support}` } })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = decoder.decode((await reader.read()).value, { stream: true })
    // The export holds its connection between batches; what it runs there (or ran last) is a batch from its cursor.
    const cursorFetches = async () => {
      const running = (await t.db.execute(
        sql`select query from pg_stat_activity where datname = current_database() and query ilike 'fetch forward%'`,
      )) as unknown as { rows: { query: string }[] }
      return running.rows.map(({ query }) => query)
    }
    await expect.poll(cursorFetches, { timeout: 5000 }).toContain(`fetch forward ${csvBatchRowsOnPostgres} from export_rows`)
    // Rows that sort before what was read, in the batch being read, and after: each would shift an OFFSET.
    const inserted = ['Streamrow 00000a', 'Streamrow 01200a', 'Streamrow 02400a'].map((name, index) => ({
      org_id: demoOrgId,
      name,
      phone: `+9171${String(index).padStart(8, '0')}`,
      email: `inserted${index}@example.com`,
      city: 'delhi' as const,
      plan: 'basic' as const,
      status: 'active' as const,
      since: new Date(Date.UTC(2025, 5, 1)),
    }))
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true })
      const row = inserted.shift()
      if (row) await t.db.insert(subscribers).values(row)
    }
    const names = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0])
    expect(names).toEqual(expected.map(({ name }) => name))
    expect(new Set(names).size).toBe(names.length)
    await t.db.delete(subscribers).where(like(subscribers.name, 'Streamrow %a'))
  })
})
