import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { subscribers } from '../../server/areas/subscribers/schema'
import type { Tx } from '../../server/db/client'
import { recordChange, recordChanges } from '../../server/kit/history'
import { embeddedQueue } from '../../server/kit/embedded-queue'
import type { QueueLimits } from '../../server/kit/embedded-queue'
import { countCap, searchCountCap } from '../../server/kit/list-query'
import { answerInLocale } from '../../server/kit/locale'
import { versionOf } from '../../server/kit/org-changes'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let support: string
const path = '/api/subscribers/get_erp_subscribers'
const searched = searchCountCap + 100

type Answer = { data: { name: string }[]; pagination: { page: number; page_size: number; total: number; total_capped?: boolean } }
const list = async (query: string) => {
  const res = await t.get(`${path}?${query}`, { token: support })
  expect(res.status).toBe(200)
  return res.body as unknown as Answer
}

/** A subscriber who joined in 2031 (after every seeded and filler row). */
const joined = (index: number) => ({
  org_id: demoOrgId,
  name: `Later ${index}`,
  phone: `+9173${String(index).padStart(8, '0')}`,
  email: `later${index}@example.com`,
  city: 'delhi' as const,
  plan: 'basic' as const,
  status: 'active' as const,
  since: new Date(Date.UTC(2031, 0, 1 + index)),
})

/** How many changes of the organisation this process has heard (server/kit/org-changes.ts). */
const changesHeard = () => Number(versionOf(demoOrgId).split('.')[0])

/**
 * A write as the app makes one: in a transaction with its history entry, which tells every process on commit. It
 * returns once its notice has arrived too (the second move of the version, after the writer's own): a count read
 * between the commit and the notice would be kept under a version the notice then moves on.
 */
async function recorded<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
  const before = changesHeard()
  const done = await t.db.transaction(async (tx) => {
    const result = await write(tx)
    await recordChange(tx, demoOrgId, { type: 'subscriber', id: demoOrgId, label: 'test', action: 'updated', changes: [] })
    return result
  })
  await vi.waitFor(() => expect(changesHeard()).toBeGreaterThanOrEqual(before + 2))
  return done
}

beforeAll(async () => {
  t = await makeTestContext()
  support = await signInAs(t, 'support')
  // Enough of the organisation's subscribers to pass the unfiltered cap, `searched` of them found by 'Countrow'.
  const [{ value: seeded } = { value: 0 }] = await t.db.select({ value: count() }).from(subscribers).where(eq(subscribers.org_id, demoOrgId))
  const wanted = Math.max(searched, countCap + 50 - seeded)
  for (let start = 0; start < wanted; start += 1000)
    await t.db.insert(subscribers).values(
      Array.from({ length: Math.min(1000, wanted - start) }, (_, offset) => {
        const index = start + offset
        const word = index < searched ? 'Countrow' : 'Filler'
        return {
          org_id: demoOrgId,
          name: `${word} ${String(index).padStart(5, '0')}`,
          phone: `+9172${String(index).padStart(8, '0')}`,
          email: `${word.toLowerCase()}${index}@example.com`,
          city: 'delhi' as const,
          plan: 'basic' as const,
          status: 'active' as const,
          since: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
        }
      }),
    )
}, 120_000)
afterAll(async () => {
  await t.close()
})

describe('a list count stops at its cap and says so', () => {
  it(`counts a search up to ${searchCountCap}: the answer says "at least" (total_capped) and the page is as asked`, async () => {
    const { data, pagination } = await list('search=Countrow&ordering=name')
    expect(pagination).toEqual({ page: 1, page_size: 20, total: searchCountCap, total_capped: true })
    expect(data.map((row) => row.name)).toEqual(Array.from({ length: 20 }, (_, index) => `Countrow ${String(index).padStart(5, '0')}`))
  })

  it('moves the cap with a page past it, and counts exactly once the rest fits', async () => {
    // Page 51 ends at row 1,020: at least 1,020 rows and one more exist, so a next page is offered.
    const past = await list('search=Countrow&ordering=name&page=51')
    expect(past.pagination).toEqual({ page: 51, page_size: 20, total: 1020, total_capped: true })
    expect(past.data[0]?.name).toBe('Countrow 01000')
    // Page 55 holds the last 20 of the 1,100 matches: the count reaches them all.
    const last = await list('search=Countrow&ordering=name&page=55')
    expect(last.pagination).toEqual({ page: 55, page_size: 20, total: searched })
    expect(last.data.at(-1)?.name).toBe(`Countrow ${String(searched - 1).padStart(5, '0')}`)
  })

  it('counts a small search exactly, without the flag', async () => {
    const { pagination } = await list('search=Countrow%200010&page_size=5')
    expect(pagination).toEqual({ page: 1, page_size: 5, total: 10 })
  })

  it(`counts the unfiltered list up to ${countCap.toLocaleString('en')}`, async () => {
    const [{ value: all } = { value: 0 }] = await t.db.select({ value: count() }).from(subscribers).where(eq(subscribers.org_id, demoOrgId))
    expect(all).toBeGreaterThan(countCap)
    const { pagination } = await list('page_size=10')
    expect(pagination).toEqual({ page: 1, page_size: 10, total: countCap, total_capped: true })
  })

  it('counts again after rows come and go: the same filter is never counted from an old state', async () => {
    // A full page of 5 (so the count runs), the same filter each time (one prepared shape, reused). Each change is
    // written as the app writes, with its history entry: the count kept for this filter goes with it.
    const total = async () => (await list('from=2031-01-01&page_size=5')).pagination.total
    const added = await recorded((tx) => tx.insert(subscribers).values([1, 2, 3, 4, 5, 6, 7].map(joined)).returning({ id: subscribers.id }))
    expect(await total()).toBe(7)
    await recorded((tx) => tx.delete(subscribers).where(inArray(subscribers.id, [added[0]?.id ?? '', added[1]?.id ?? ''])))
    expect(await total()).toBe(5)
    await recorded((tx) => tx.insert(subscribers).values(joined(8)))
    expect(await total()).toBe(6)
    await recorded((tx) => tx.delete(subscribers).where(gte(subscribers.since, new Date(Date.UTC(2031, 0, 1)))))
    expect(await total()).toBe(0)
  })

  it('leaves the CSV export whole: every match, past the cap', async () => {
    const res = await t.get(`${path}?search=Countrow&format=csv`, { token: support })
    expect(res.text.split('\r\n').slice(1, -1)).toHaveLength(searched)
  })
})

describe('a count kept until the organisation changes (server/kit/list-cache.ts)', () => {
  const total = async (query = 'from=2031-01-01&page_size=5') => (await list(query)).pagination.total
  const unrecorded = [20, 21].map(joined)

  it('reads the page alone while nothing was recorded: a row written behind its back is not counted', async () => {
    await recorded((tx) => tx.insert(subscribers).values([11, 12, 13, 14, 15, 16].map(joined)))
    expect(await total()).toBe(6)
    // Not a write the app makes (each of its writes records history): only the kept count explains a 6.
    await t.db.insert(subscribers).values(unrecorded)
    expect(await total()).toBe(6)
    // Another ordering or page size is another page of the same rows: the same count.
    expect(await total('from=2031-01-01&page_size=5&ordering=name')).toBe(6)
    // Another filter is counted on its own.
    expect(await total('from=2031-01-01&page_size=5&search=Later%202')).toBe(2)
  })

  it("counts again after any recorded change of the organisation's, and after an import's one notice", async () => {
    await recorded(async () => undefined)
    expect(await total()).toBe(8)
    await t.db.insert(subscribers).values(joined(22))
    expect(await total()).toBe(8)
    // An import records its rows' entries in one go and sends one notice for them all (server/kit/history.ts).
    await t.db.transaction((tx) => recordChanges(tx, demoOrgId, [{ type: 'subscriber', id: demoOrgId, label: 'test', action: 'imported', changes: [] }]))
    expect(await total()).toBe(9)
    await recorded((tx) => tx.delete(subscribers).where(gte(subscribers.since, new Date(Date.UTC(2031, 0, 1)))))
    expect(await total()).toBe(0)
  })
})

describe('a page met before is sought from where it started (server/kit/page-seek.ts)', () => {
  // 12 rows from 2032 on, two to each joining time: the id orders the pairs.
  const paired = (index: number) => ({ ...joined(index + 100), since: new Date(Date.UTC(2032, 0, 1 + Math.floor(index / 2))) })
  const names = async (query: string) => (await list(`from=2032-01-01&page_size=5&${query}`)).data.map((row) => row.name)
  /** The page as OFFSET reads it, straight from the database. */
  const offsetPage = async (page: number, ordering: 'name' | '-since') => {
    const rows = await t.db
      .select({ name: subscribers.name })
      .from(subscribers)
      .where(and(eq(subscribers.org_id, demoOrgId), gte(subscribers.since, new Date(Date.UTC(2032, 0, 1)))))
      .orderBy(...(ordering === 'name' ? [asc(subscribers.name)] : [desc(subscribers.since)]), asc(subscribers.id))
      .limit(5)
      .offset((page - 1) * 5)
    return rows.map((row) => row.name)
  }

  beforeAll(async () => {
    await recorded((tx) => tx.insert(subscribers).values(Array.from({ length: 12 }, (_, index) => paired(index))))
  })
  afterAll(async () => {
    await recorded((tx) => tx.delete(subscribers).where(gte(subscribers.since, new Date(Date.UTC(2032, 0, 1)))))
  })

  it('reads the same rows for a page again, and the page after one, as OFFSET would, ties and all', async () => {
    for (const ordering of ['-since', 'name'] as const) {
      const pages = [await names(`ordering=${ordering}`), await names(`ordering=${ordering}&page=2`), await names(`ordering=${ordering}&page=3`)]
      expect(pages).toEqual([await offsetPage(1, ordering), await offsetPage(2, ordering), await offsetPage(3, ordering)])
      expect(pages.flat()).toHaveLength(12)
      // Again, now from the kept starts: the same rows.
      expect(await names(`ordering=${ordering}&page=3`)).toEqual(pages[2])
      expect(await names(`ordering=${ordering}&page=2`)).toEqual(pages[1])
    }
  })

  it('seeks: a row slipped in before the page without a recorded change does not shift it; a recorded change does', async () => {
    const second = await names('ordering=-since&page=2')
    // Newest of all, so OFFSET would push every later page down a row.
    await t.db.insert(subscribers).values({ ...joined(130), since: new Date(Date.UTC(2032, 5, 1)) })
    expect(await names('ordering=-since&page=2')).toEqual(second)
    expect(await offsetPage(2, '-since')).not.toEqual(second)
    await recorded(async () => undefined)
    expect(await names('ordering=-since&page=2')).toEqual(await offsetPage(2, '-since'))
  })

  it('reads by OFFSET when the sought page comes out short of what the kept count says (its first row gone unrecorded)', async () => {
    const second = await names('ordering=name&page=2')
    await names('ordering=name&page=2')
    await t.db.delete(subscribers).where(and(eq(subscribers.org_id, demoOrgId), eq(subscribers.name, second[0] ?? '')))
    expect(await names('ordering=name&page=2')).toEqual(await offsetPage(2, 'name'))
  })
})

/** An app behind the queue whose one route, /slow, answers when the test opens its gate (`gates`, one per request let through). */
function slowApp(limits: QueueLimits) {
  const gates: (() => void)[] = []
  const app = new Hono()
  app.use('*', answerInLocale, embeddedQueue(limits))
  app.get('/slow', async (c) => {
    await new Promise<void>((resolve) => gates.push(resolve))
    return c.json({ status: true })
  })
  return { app, gates }
}

describe('the embedded database takes requests in turn (server/kit/embedded-queue.ts)', () => {
  it('lets `running` through, queues `waiting` in order and answers the next 503 with Retry-After, in the asked language', async () => {
    const { app, gates } = slowApp({ running: 1, waiting: 1, retryAfter: 2, maxWaitMs: 60_000 })
    const first = app.request('/slow')
    const second = app.request('/slow')
    await vi.waitFor(() => expect(gates).toHaveLength(1))
    const third = await app.request('/slow')
    expect(third.status).toBe(503)
    expect(third.headers.get('Retry-After')).toBe('2')
    expect(await third.json()).toEqual({ status: false, message: 'The server is busy. Please try again in a few seconds.' })
    const hindi = await app.request('/slow', { headers: { 'Accept-Language': 'hi' } })
    expect(await hindi.json()).toEqual({ status: false, message: 'सर्वर अभी व्यस्त है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।' })
    // The second gets its turn when the first is done, not before.
    gates.shift()?.()
    expect((await first).status).toBe(200)
    await vi.waitFor(() => expect(gates).toHaveLength(1))
    gates.shift()?.()
    expect((await second).status).toBe(200)
  })

  it('answers 503 at once, not after a long wait, when the last requests say its turn would come past maxWaitMs', async () => {
    let clock = 0
    const { app, gates } = slowApp({ running: 1, waiting: 10, retryAfter: 2, maxWaitMs: 1000, now: () => clock })
    // Nothing measured yet: the second waits its turn.
    const first = app.request('/slow')
    const second = app.request('/slow')
    await vi.waitFor(() => expect(gates).toHaveLength(1))
    clock = 600
    gates.shift()?.()
    expect((await first).status).toBe(200)
    // One request took 600 ms: a third behind the second would wait about 600, a fourth about 1,200.
    await vi.waitFor(() => expect(gates).toHaveLength(1))
    const third = app.request('/slow')
    const fourth = await app.request('/slow')
    expect(fourth.status).toBe(503)
    expect(fourth.headers.get('Retry-After')).toBe('2')
    gates.shift()?.()
    expect((await second).status).toBe(200)
    await vi.waitFor(() => expect(gates).toHaveLength(1))
    gates.shift()?.()
    expect((await third).status).toBe(200)
  })

  it('answers health while 12 list searches wait their turn, and answers every one of them', async () => {
    let listsDone = 0
    const lists = Array.from({ length: 12 }, () =>
      t.get(`${path}?search=Countrow&ordering=name`, { token: support }).then((res) => {
        listsDone += 1
        return res.status
      }),
    )
    const health = await t.get('/api/health')
    expect(health.status).toBe(200)
    expect(listsDone).toBeLessThan(12)
    expect(await Promise.all(lists)).toEqual(Array.from({ length: 12 }, () => 200))
  })
})
