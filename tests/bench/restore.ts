import type { Browser, Page } from 'playwright-core'
import { openPhoneContext, readCardsProbe, serviceWorkerReady } from './phone'
import { median, ms, printTable, round } from './stats'

export type StoredCache = { readMs: number; parseMs: number; chars: number; queries: number; rows: number; savedAt: number }
export type RestoreSample = { firstCard: number; painted: number }
export type RestoreResult = {
  list: string
  pages: number
  pageSize: number
  stored: StoredCache
  samples: RestoreSample[]
  reads: StoredCache[]
  median: { firstCard: number; painted: number; readMs: number; parseMs: number }
}

/** A list measured: its screen, its API path, and the resource name its query keys carry before 'list'. */
export type RestoredList = { name: string; screen: string; api: string }
export const variantList: RestoredList = { name: 'variants', screen: '/products/variants', api: '/api/add_products/product_variants' }
export const subscriberList: RestoredList = { name: 'subscribers', screen: '/subscribers', api: '/api/subscribers/get_erp_subscribers' }

const pageSize = 100
const pages = 50
const listUrl = (list: RestoredList, page: number) => `${list.screen}?page_size=${pageSize}&page=${page}`

/**
 * Reads the persisted query cache straight from IndexedDB (idb-keyval's default store) and
 * parses it, timing each step, and counts the list's rows in it. Plain source, as in phone.ts.
 */
const readStoredSource = (name: string) => `new Promise((resolve, reject) => {
  const t0 = performance.now()
  const open = indexedDB.open('keyval-store')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const db = open.result
    const request = db.transaction('keyval', 'readonly').objectStore('keyval').get('back-office-query-cache')
    request.onerror = () => reject(request.error)
    request.onsuccess = () => {
      db.close()
      const raw = request.result
      if (typeof raw !== 'string') return reject(new Error('No persisted query cache in IndexedDB'))
      const t1 = performance.now()
      const cache = JSON.parse(raw)
      const t2 = performance.now()
      const queries = cache.clientState.queries
      const rows = queries
        .filter((query) => query.queryKey.some((part, index) => part === ${JSON.stringify(name)} && query.queryKey[index + 1] === 'list'))
        .reduce((sum, query) => sum + (query.state.data?.data?.length ?? 0), 0)
      resolve({ readMs: t1 - t0, parseMs: t2 - t1, chars: raw.length, queries: queries.length, rows, savedAt: cache.timestamp })
    }
  }
})`

const readStored = async (page: Page, list: RestoredList) => (await page.evaluate(readStoredSource(list.name))) as StoredCache

/** Pages through the list with the Next button, as a user would, so each page lands in the query cache. */
async function visitPages(page: Page, list: RestoredList): Promise<void> {
  await page.goto(listUrl(list, 1))
  await readCardsProbe(page)
  await serviceWorkerReady(page)
  for (let n = 2; n <= pages; n++) {
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === list.api && url.searchParams.get('page') === String(n) && response.ok()
    })
    await page.getByRole('button', { name: 'Next page' }).click()
    await answered
  }
  // The persister writes at most once a second: poll until its copy holds every page visited.
  const deadline = Date.now() + 10_000
  const held = () =>
    readStored(page, list).then(
      (stored) => stored.rows >= pages * pageSize,
      () => false,
    )
  while (!(await held()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
}

/** Each restore saves the cache again: the next run starts once that write has landed, not mid-write. */
async function savedSince(page: Page, list: RestoredList, before: number) {
  const deadline = Date.now() + 10_000
  while ((await readStored(page, list)).savedAt <= before) {
    if (Date.now() > deadline) throw new Error(`The persisted ${list.name} copy was not saved again within 10 s of an offline start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Fills the persisted cache with `pages` pages of `pageSize` rows of the list, then opens the last page
 * offline `runs` times: the rows can only come from IndexedDB. Each run waits for the persister's
 * write after its restore to land.
 */
export async function measureRestore(browser: Browser, baseUrl: string, token: string, list: RestoredList, runs = 5): Promise<RestoreResult> {
  const context = await openPhoneContext(browser, baseUrl, token, 1)
  try {
    const page = await context.newPage()
    await visitPages(page, list)
    const stored = await readStored(page, list)
    if (stored.rows < pages * pageSize) throw new Error(`Only ${stored.rows} ${list.name} rows were persisted, expected ${pages * pageSize}`)
    await context.setOffline(true)
    const samples: RestoreSample[] = []
    for (let i = 0; i < runs; i++) {
      const before = (await readStored(page, list)).savedAt
      await page.goto(listUrl(list, pages))
      const probe = await readCardsProbe(page)
      samples.push({ firstCard: probe.first, painted: probe.painted })
      await savedSince(page, list, before)
    }
    const reads: StoredCache[] = []
    for (let i = 0; i < runs; i++) reads.push(await readStored(page, list))
    return {
      list: list.name,
      pages,
      pageSize,
      stored,
      samples,
      reads,
      median: {
        firstCard: round(median(samples.map((sample) => sample.firstCard)), 1),
        painted: round(median(samples.map((sample) => sample.painted)), 1),
        readMs: round(median(reads.map((read) => read.readMs)), 1),
        parseMs: round(median(reads.map((read) => read.parseMs)), 1),
      },
    }
  } finally {
    await context.close()
  }
}

export function printRestore(result: RestoreResult): void {
  const m = result.median
  const mb = (result.stored.chars / 1024 / 1024).toFixed(2)
  printTable(
    `Offline start on page ${result.pages} of the ${result.list} (phone) with ${result.stored.rows} rows persisted, median of ${result.samples.length}`,
    [
      {
        'persisted JSON': `${mb} MB (${result.stored.chars} chars)`,
        queries: result.stored.queries,
        'first card (from nav start)': ms(m.firstCard),
        'next frame': ms(m.painted),
        'IndexedDB read': ms(m.readMs),
        'JSON.parse': ms(m.parseMs),
        'all runs, first card': result.samples.map((sample) => Math.round(sample.firstCard)).join(' / '),
      },
    ],
  )
}
