import type { Browser, Page } from 'playwright-core'
import { median, printTable, round } from './stats'

export type BlockingSample = { blockingMs: number; longTasks: number; longestMs: number; fcpMs: number }
export type BlockingSummary = { page: string; runs: number; samples: BlockingSample[]; median: BlockingSample }

/**
 * Plain source (tsx would wrap a named function in a helper the page does not have): records
 * every long task from navigation on.
 */
export const observerSource = `
  window.__benchLongTasks = []
  window.__benchLastTaskEnd = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchLongTasks.push(entry.duration)
      window.__benchLastTaskEnd = entry.startTime + entry.duration
    }
  }).observe({ type: 'longtask', buffered: true })
`

/** Settled: the page has loaded and no long task has run for 1.5 s (after `observerSource` ran in it). */
export const settled = (page: Page) =>
  page.waitForFunction(
    () => document.readyState === 'complete' && performance.now() - (window as unknown as { __benchLastTaskEnd: number }).__benchLastTaskEnd > 1500,
    undefined,
    { timeout: 60_000, polling: 100 },
  )

/**
 * Main-thread blocking of a cold start in real Chromium with the CPU slowed 4x (Lighthouse's
 * mobile factor), no network throttling: the sum over long tasks of their time beyond 50 ms,
 * until the screen shows `ready` and no long task has run for 1.5 s. Steadier than Lighthouse's simulated TBT on
 * a shared machine, because it is a median of several real runs.
 */
async function measurePage(browser: Browser, baseUrl: string, path: string, ready: string, token: string | null, runs: number): Promise<BlockingSummary> {
  const samples: BlockingSample[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' })
    try {
      await context.addInitScript({ content: observerSource })
      if (token) await context.addInitScript({ content: `localStorage.setItem('authToken', ${JSON.stringify(token)})` })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(`${baseUrl}${path}`)
      await page.getByText(ready).first().waitFor({ timeout: 60_000 })
      await settled(page)
      const [blockingMs, longTasks, longestMs, fcpMs] = await page.evaluate(() => {
        const tasks = (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
        return [tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0), tasks.length, Math.max(0, ...tasks), fcp]
      })
      samples.push({ blockingMs: blockingMs!, longTasks: longTasks!, longestMs: longestMs!, fcpMs: fcpMs! })
    } finally {
      await context.close()
    }
  }
  const pick = (key: keyof BlockingSample) => median(samples.map((sample) => sample[key]))
  return {
    page: path,
    runs,
    samples,
    median: { blockingMs: pick('blockingMs'), longTasks: pick('longTasks'), longestMs: pick('longestMs'), fcpMs: pick('fcpMs') },
  }
}

export async function measureBlocking(browser: Browser, baseUrl: string, token: string, runs = 5): Promise<BlockingSummary[]> {
  return [await measurePage(browser, baseUrl, '/login', 'Sign In', null, runs), await measurePage(browser, baseUrl, '/dashboard', 'Team members', token, runs)]
}

export function printBlocking(results: BlockingSummary[]): void {
  printTable(
    'Main-thread blocking at 4x CPU slowdown, cold start, real Chromium (median)',
    results.map((result) => ({
      page: result.page,
      runs: result.runs,
      'blocking ms': round(result.median.blockingMs),
      'long tasks': result.median.longTasks,
      'longest task ms': round(result.median.longestMs),
      'FCP ms': round(result.median.fcpMs),
      'blocking ms per run': result.samples.map((sample) => round(sample.blockingMs)).join(' / '),
    })),
  )
}
