import type { Browser, BrowserContext, Page } from 'playwright-core'
import { median, ms, printTable, round } from './stats'

type Probe = { visible: number; painted: number }
export type StartSample = { visible: number; painted: number; fcp: number | null }
export type StartSummary = { runs: number; samples: StartSample[]; medianVisible: number; medianPainted: number; medianFcp: number | null }
export type StartResult = { cold: StartSummary; warmOffline: StartSummary }

/**
 * Runs in the page before the app: stores the token and records, relative to navigation
 * start, when the 'Team members' card is in the DOM and laid out, and the frame after that.
 * Plain source text: tsx wraps named functions in a __name() helper the page does not have.
 */
const probeSource = (token: string) => `
  localStorage.setItem('authToken', ${JSON.stringify(token)})
  const observer = new MutationObserver(() => {
    const card = document.evaluate("//*[text()[contains(., 'Team members')]]", document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue
    if (!card || card.getClientRects().length === 0) return
    observer.disconnect()
    const visible = performance.now()
    requestAnimationFrame(() => setTimeout(() => { window.__benchProbe = { visible, painted: performance.now() } }))
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
`

/** Plain source: resolves true once the persisted query cache in IndexedDB contains `fragment`. */
const savedCopyHoldsSource = (fragment: string) => `new Promise((resolve) => {
  const open = indexedDB.open('keyval-store')
  open.onerror = () => resolve(false)
  open.onsuccess = () => {
    const db = open.result
    if (!db.objectStoreNames.contains('keyval')) { db.close(); return resolve(false) }
    const request = db.transaction('keyval', 'readonly').objectStore('keyval').get('back-office-query-cache')
    request.onerror = () => { db.close(); resolve(false) }
    request.onsuccess = () => { db.close(); resolve(typeof request.result === 'string' && request.result.includes(${JSON.stringify(fragment)})) }
  }
})`

async function readProbe(page: Page): Promise<StartSample> {
  const handle = await page.waitForFunction(() => (window as unknown as { __benchProbe?: Probe }).__benchProbe, undefined, { timeout: 30_000 })
  const probe = (await handle.jsonValue()) as Probe
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
  return { ...probe, fcp }
}

async function openContext(browser: Browser, baseUrl: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'allow' })
  await context.addInitScript({ content: probeSource(token) })
  return context
}

/** A fresh context (empty HTTP cache, no service worker, no IndexedDB) per run, already signed in. */
async function coldRun(browser: Browser, baseUrl: string, token: string): Promise<StartSample> {
  const context = await openContext(browser, baseUrl, token)
  try {
    const page = await context.newPage()
    await page.goto('/dashboard')
    return await readProbe(page)
  } finally {
    await context.close()
  }
}

/** One online visit installs the service worker and persists the queries, then offline reloads. */
async function warmOfflineRuns(browser: Browser, baseUrl: string, token: string, runs: number): Promise<StartSample[]> {
  const context = await openContext(browser, baseUrl, token)
  try {
    const page = await context.newPage()
    await page.goto('/dashboard')
    await readProbe(page)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // The IndexedDB persister writes throttled: wait until the dashboard is in the saved copy.
    await page.waitForFunction(savedCopyHoldsSource('"vendor-stats"'), undefined, { timeout: 15_000, polling: 200 })
    await context.setOffline(true)
    const samples: StartSample[] = []
    for (let i = 0; i < runs; i++) {
      await page.reload()
      samples.push(await readProbe(page))
    }
    return samples
  } finally {
    await context.close()
  }
}

function summarise(samples: StartSample[]): StartSummary {
  const fcps = samples.map((sample) => sample.fcp).filter((value): value is number => value !== null)
  return {
    runs: samples.length,
    samples: samples.map((sample) => ({ visible: round(sample.visible), painted: round(sample.painted), fcp: sample.fcp === null ? null : round(sample.fcp) })),
    medianVisible: round(median(samples.map((sample) => sample.visible))),
    medianPainted: round(median(samples.map((sample) => sample.painted))),
    medianFcp: fcps.length > 0 ? round(median(fcps)) : null,
  }
}

export async function measureStartTimes(browser: Browser, baseUrl: string, signIn: () => Promise<string>, runs = 5): Promise<StartResult> {
  const cold: StartSample[] = []
  for (let i = 0; i < runs; i++) cold.push(await coldRun(browser, baseUrl, await signIn()))
  const warm = await warmOfflineRuns(browser, baseUrl, await signIn(), runs)
  return { cold: summarise(cold), warmOffline: summarise(warm) }
}

export function printStartTimes(result: StartResult): void {
  const row = (name: string, summary: StartSummary) => ({
    start: name,
    runs: summary.runs,
    'FCP (median)': ms(summary.medianFcp),
    "'Team members' in DOM (median)": ms(summary.medianVisible),
    'next frame (median)': ms(summary.medianPainted),
    'all runs, in DOM': summary.samples.map((sample) => Math.round(sample.visible)).join(' / '),
  })
  printTable('Start to the dashboard, headless Chromium, ms from navigation start', [
    row('cold (empty cache, signed in)', result.cold),
    row('warm offline (service worker + IndexedDB)', result.warmOffline),
  ])
}
