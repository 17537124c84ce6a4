import type { Browser, BrowserContext, Page } from 'playwright-core'

/** An iPhone 12-15 sized screen; under 900 px wide the lists render cards. */
export const phoneViewport = { width: 390, height: 844 }
export const phoneScale = 3

export type CardsProbe = { first: number; all: number; painted: number; listResponseEnd: number | null }

/** Rows only: the loading state draws skeleton `.list-card`s in a div, not in the list. */
const rowSelector = 'ul.card-list > li.list-card'

/**
 * Runs in the page before the app: stores the token and records, relative to navigation start,
 * when the first row card and `want` row cards are in the DOM, and the frame after that.
 * Plain source text: tsx wraps named functions in a __name() helper the page does not have.
 */
const cardsProbeSource = (token: string, want: number) => `
  localStorage.setItem('authToken', ${JSON.stringify(token)})
  let first
  const observer = new MutationObserver(() => {
    const count = document.querySelectorAll(${JSON.stringify(rowSelector)}).length
    if (count > 0 && first === undefined) first = performance.now()
    if (count < ${want}) return
    observer.disconnect()
    const all = performance.now()
    requestAnimationFrame(() => setTimeout(() => { window.__benchCards = { first, all, painted: performance.now() } }))
  })
  observer.observe(document, { childList: true, subtree: true })
`

export async function openPhoneContext(browser: Browser, baseUrl: string, token: string, want: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'allow',
    viewport: phoneViewport,
    deviceScaleFactor: phoneScale,
    isMobile: true,
    hasTouch: true,
  })
  await context.addInitScript({ content: cardsProbeSource(token, want) })
  return context
}

/** The probe of the current navigation, with when the variant list's response ended (null when none was fetched). */
export async function readCardsProbe(page: Page): Promise<CardsProbe> {
  const handle = await page.waitForFunction(() => (window as unknown as { __benchCards?: CardsProbe }).__benchCards, undefined, { timeout: 30_000 })
  const probe = (await handle.jsonValue()) as Omit<CardsProbe, 'listResponseEnd'>
  const listResponseEnd = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('/api/add_products/product_variants'))
        ?.responseEnd ?? null,
  )
  return { ...probe, listResponseEnd }
}

export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}
