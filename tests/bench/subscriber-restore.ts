import type { Browser, Page } from 'playwright-core'
import { openPhoneContext, readCardsProbe, serviceWorkerReady } from './phone'
import { median, ms, printTable, round } from './stats'

export type SubscriberRestore = { rows: number; samples: number[]; firstCard: number }

const pageSize = 100
const pages = 50
const listUrl = (page: number) => `/subscribers?page_size=${pageSize}&page=${page}`

/** Subscriber rows in the persisted query cache (IndexedDB, idb-keyval's store). Plain source, as in phone.ts. */
const storedRowsSource = `new Promise((resolve, reject) => {
  const open = indexedDB.open('keyval-store')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const request = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('back-office-query-cache')
    request.onerror = () => reject(request.error)
    request.onsuccess = () => {
      open.result.close()
      const raw = request.result
      if (typeof raw !== 'string') return resolve(0)
      const queries = JSON.parse(raw).clientState.queries
      resolve(queries.filter((q) => q.queryKey[0] === 'subscribers' && q.queryKey[1] === 'list').reduce((sum, q) => sum + (q.state.data?.data?.length ?? 0), 0))
    }
  }
})`

async function visitPages(page: Page): Promise<void> {
  await page.goto(listUrl(1))
  await readCardsProbe(page)
  await serviceWorkerReady(page)
  for (let n = 2; n <= pages; n++) {
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === '/api/subscribers/get_erp_subscribers' && url.searchParams.get('page') === String(n) && response.ok()
    })
    await page.getByRole('button', { name: 'Next page' }).click()
    await answered
  }
  // The persister writes at most once a second; let the last write land.
  await page.waitForTimeout(2500)
}

/** 50 pages of 100 subscribers seen on a phone, then the last page opened offline `runs` times: time to the first card. */
export async function measureSubscriberRestore(browser: Browser, baseUrl: string, token: string, runs = 5): Promise<SubscriberRestore> {
  const context = await openPhoneContext(browser, baseUrl, token, 1)
  try {
    const page = await context.newPage()
    await visitPages(page)
    const rows = (await page.evaluate(storedRowsSource)) as number
    if (rows < pages * pageSize) throw new Error(`Only ${rows} subscriber rows were persisted, expected ${pages * pageSize}`)
    await context.setOffline(true)
    const samples: number[] = []
    for (let i = 0; i < runs; i++) {
      await page.goto(listUrl(pages))
      samples.push((await readCardsProbe(page)).first)
      await page.waitForTimeout(1500)
    }
    return { rows, samples, firstCard: round(median(samples), 1) }
  } finally {
    await context.close()
  }
}

export function printSubscriberRestore(result: SubscriberRestore): void {
  printTable(`Offline start on page ${pages} of the subscribers (phone) with ${result.rows} subscriber rows persisted`, [
    { 'first card (median)': ms(result.firstCard), 'all runs': result.samples.map((sample) => Math.round(sample)).join(' / ') },
  ])
}
