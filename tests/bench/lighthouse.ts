import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import lighthouse from 'lighthouse'
import type { Flags, Result } from 'lighthouse'
import { chromium } from 'playwright-core'
import type { BrowserContext } from 'playwright-core'
import { chromiumArgs, executablePath, freePort } from './browser'
import { categories, metrics, summarise } from './lighthouse-summary'
import type { PageScores } from './lighthouse-summary'
import { printTable, round } from './stats'

/** Lighthouse's default config: mobile form factor, screen emulation and simulated slow 4G + 4x CPU. */
async function audit(url: string, port: number, report: string, flags: Flags = {}, attempts = 3): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: [...categories], ...flags })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  // A trace that failed to record (NO_NAVSTART and the like) asks for another run.
  if (result.lhr.runtimeError && attempts > 1) {
    console.log(`\nLighthouse ${result.lhr.runtimeError.code} on ${url}, running it again`)
    return audit(url, port, report, flags, attempts - 1)
  }
  mkdirSync(dirname(report), { recursive: true })
  writeFileSync(report, String(result.report))
  return result.lhr
}

/**
 * Stores the token for the origin and opens the dashboard once, so the browser holds what a signed-in person's does (the
 * permissions the app caches, with which index.html shows the shell's frame, and the organisation's name), then drops the service worker, Cache
 * Storage, IndexedDB (the kept queries) and the HTTP cache, so the dashboard is audited signed in but with cold caches.
 */
async function storeToken(context: BrowserContext, baseUrl: string, token: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(`${baseUrl}/login`)
  await page.evaluate((value) => localStorage.setItem('authToken', value), token)
  await page.goto(`${baseUrl}/dashboard`)
  // Both of what a returning person's device holds: the permissions (the shell's frame) and the organisation's name (the
  // dashboard's header line). Leaving before the name is stored audits a first visit's header, redrawn longer later.
  await page.waitForFunction(() => localStorage.getItem('cachedPermissions') !== null && localStorage.getItem('erp_org_name') !== null)
  await page.goto('about:blank')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'service_workers,cache_storage,indexeddb' })
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
}

/** Audits /login and the signed-in dashboard; the HTML reports land in `reportDir`. */
export async function measureLighthouse(baseUrl: string, signIn: () => Promise<string>, reportDir: string): Promise<PageScores[]> {
  const port = await freePort()
  const userDataDir = mkdtempSync(join(tmpdir(), 'back-office-lighthouse-'))
  const removeProfile = () => rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 })
  // A Ctrl-C exits without the finally below.
  process.once('exit', removeProfile)
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath, args: [...chromiumArgs, `--remote-debugging-port=${port}`] })
  try {
    const login = summarise('/login', await audit(`${baseUrl}/login`, port, join(reportDir, 'lighthouse-login.html')))
    await storeToken(context, baseUrl, await signIn())
    // No reset by Lighthouse, so the token stays; storeToken has already emptied the caches.
    const dashboard = summarise(
      '/dashboard (signed in)',
      await audit(`${baseUrl}/dashboard`, port, join(reportDir, 'lighthouse-dashboard.html'), { disableStorageReset: true }),
    )
    if (!new URL(dashboard.finalUrl).pathname.startsWith('/dashboard')) dashboard.warnings.push(`ended at ${dashboard.finalUrl}, not the dashboard`)
    return [login, dashboard]
  } finally {
    await context.close()
    process.removeListener('exit', removeProfile)
    removeProfile()
  }
}

export type EarlierLighthouse = { at: string; pages: PageScores[] }

/** The newest earlier run's Lighthouse figures among the bench's results files, to print beside this run's. */
export function earlierLighthouse(resultsDir: string): EarlierLighthouse | null {
  if (!existsSync(resultsDir)) return null
  const runs = readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as { at?: string; lighthouse?: PageScores[] })
    .filter((run): run is EarlierLighthouse & { lighthouse: PageScores[] } => typeof run.at === 'string' && Array.isArray(run.lighthouse))
    .sort((a, b) => b.at.localeCompare(a.at))
  return runs[0] ? { at: runs[0].at, pages: runs[0].lighthouse } : null
}

/** "before → now" when the earlier run measured the same page, else the figure alone. */
const beside = (now: string | number | null | undefined, before: string | number | null | undefined) =>
  before === undefined ? (now ?? '-') : `${before ?? '-'} → ${now ?? '-'}`

export function printLighthouse(pages: PageScores[], earlier: EarlierLighthouse | null = null): void {
  const earlierPage = (page: PageScores) => earlier?.pages.find((item) => item.page === page.page)
  const since = earlier ? `, before → now, before = the run of ${earlier.at}` : ''
  printTable(
    `Lighthouse 12, mobile defaults (target 100 on /login, >= 95 on the dashboard${since})`,
    pages.map((page) => ({
      page: page.page,
      ...Object.fromEntries(categories.map((key) => [key, beside(page.scores[key], earlierPage(page)?.scores[key])])),
    })),
  )
  printTable(
    `Lighthouse metrics (simulated slow 4G, 4x CPU slowdown${since})`,
    pages.map((page) => ({
      page: page.page,
      ...Object.fromEntries(metrics.map((id) => [id, beside(page.metrics[id], earlierPage(page)?.metrics[id])])),
      'CPU benchmarkIndex': beside(page.benchmarkIndex, earlierPage(page)?.benchmarkIndex),
    })),
  )
  for (const page of pages) {
    for (const warning of page.warnings) console.log(`warning (${page.page}): ${warning}`)
    if (page.failing.length === 0) continue
    printTable(
      `Audits under 100 on ${page.page} (top 8 per category, by weight)`,
      categories
        .flatMap((key) => page.failing.filter((item) => item.category === key).slice(0, 8))
        .map((item) => ({
          category: item.category,
          id: item.id,
          title: item.title,
          score: item.score === null ? 'error' : round(item.score * 100),
          weight: item.weight,
          value: item.displayValue ?? '',
          'first items': item.items.join(' | '),
        })),
    )
  }
}
