// Issue 18 items 1, 9 and 16: the app frame on a patchy network. A first visit (no service worker yet) that loses the
// connection while loading ends on our own page with Reload and comes back by itself; a chunk that fails later does
// the same instead of the router's bare "Something went wrong!"; going offline while a list loads keeps the offline
// banner; with the service worker in charge the banner's picture and the organisation's logo show while requests fail.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const OWNER = { email: 'owner@kesar.example', password: 'Kesar@2026' }
const title = 'Brand Back Office could not finish loading'
const assets = '**/assets/**'
// Long enough for the page's own retry (every 5 s once the file answers) and a reload on a loaded machine.
const recovery = { timeout: 30_000 }

async function withContext(viewport: 'phone' | 'desktop', run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await newContext(browser, viewport)
  try {
    await run(await context.newPage(), context)
  } finally {
    await context.close()
  }
}

/** Our page, not the router's: styled, a Reload of at least 44 px, nothing wider than the screen. */
async function expectLoadFailedPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: title }).waitFor()
  const reload = page.getByRole('button', { name: 'Reload' })
  await reload.waitFor()
  expect(await page.getByText('Something went wrong!').count()).toBe(0)
  expect(await page.getByText('Show Error').count()).toBe(0)
  const box = await reload.boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(44)
  const fit = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(fit.scroll).toBeLessThanOrEqual(fit.client)
  // Styled by index.html's inline rules, with no stylesheet loaded: a filled button, not the browser's grey one.
  expect(await reload.evaluate((button) => getComputedStyle(button).borderRadius)).toBe('10px')
}

describe('the app frame on a patchy network', () => {
  // Each theme once and each size once: the page is one layout whose colours follow the theme.
  it.each([
    { width: 360, scheme: 'dark' as const },
    { width: 1440, scheme: 'light' as const },
  ])('a first visit whose files do not load shows our page with Reload, then loads by itself ($width px, $scheme)', ({ width, scheme }) =>
    withContext(width === 360 ? 'phone' : 'desktop', async (page) => {
      if (width === 360) await page.setViewportSize({ width: 360, height: 740 })
      await page.emulateMedia({ colorScheme: scheme })
      await page.route(assets, (route) => route.abort('internetdisconnected'))
      await page.goto('/login')
      await expectLoadFailedPage(page)
      await screenshot(page, `load-failed-${width}-${scheme}`)

      await page.unroute(assets)
      // The sign-in form is in the page's HTML from the start (prerendered): loaded means our page has gone.
      await page.getByRole('heading', { name: title }).waitFor({ ...recovery, state: 'detached' })
      // Our page goes as the reload starts; the reloaded page's form follows with its HTML.
      await page.getByRole('heading', { name: 'Sign In' }).waitFor()
      expect(await page.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true)
    }),
  )

  it('a screen whose chunk does not load after the app started shows the same page, and comes back once online', () =>
    withContext('phone', async (page, context) => {
      await page.goto('/login')
      // The app has started: /login's scripts come after its first paint, and take the prerendered form over.
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' })
      await page.getByRole('heading', { name: 'Sign In' }).waitFor()
      await page.route(assets, (route) => route.abort('internetdisconnected'))
      await page.getByRole('link', { name: 'Create an account' }).click()
      await expectLoadFailedPage(page)

      // Back online: the browser says so, and the page tries again by itself.
      await context.setOffline(true)
      await page.unroute(assets)
      await context.setOffline(false)
      await page.getByRole('heading', { name: 'Sign Up' }).waitFor(recovery)
      expect(page.url()).toContain('/signup')
    }))

  it('going offline while a list loads keeps the offline banner, not the "No internet connection" notice', () =>
    withContext('desktop', async (page, context) => {
      await signIn(page, OWNER.email, OWNER.password)
      await page.getByText('Team members', { exact: true }).waitFor()
      // Every API call from now on hangs, as on a network that is going away.
      await page.route('**/api/**', () => undefined)
      const listRequested = page.waitForRequest((request) => request.url().includes('/api/') && request.method() === 'GET')
      await page.getByRole('link', { name: 'Promo codes' }).first().click()
      // The screen is there (its code loaded), its list still loading.
      await page.getByRole('heading', { name: 'Promo codes', level: 1 }).waitFor()
      await listRequested
      await context.setOffline(true)

      await page.locator('.global-banner').getByText('You are offline. Some features may not work.').waitFor()
      // The read that was cut off has been handled: the list waits for the connection.
      await page.getByText(/There is no saved copy of this list/).waitFor()
      expect(await page.getByText('No internet connection. Please reconnect.').count()).toBe(0)
      expect(await page.locator('.global-banner').getByText('You are offline. Some features may not work.').count()).toBe(1)
      await screenshot(page, 'desktop-offline-while-loading')
    }))

  it('with requests failing, the server-error picture and the organisation logo still show (service worker copies)', () =>
    withContext('desktop', async (page, context) => {
      await signIn(page, OWNER.email, OWNER.password)
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await page.reload()
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

      // Online, but nothing gets through to the network: only what the service worker keeps can show.
      await context.route('**/*', (route) => route.abort('connectionreset'))
      await page.goto('/accounts')
      await page.locator('.global-banner').getByText('Unable to connect to the server. Please try again later.').waitFor()
      const loaded = (selector: string) =>
        page.waitForFunction((css) => {
          const image = document.querySelector<HTMLImageElement>(css)
          return image !== null && image.complete && image.naturalWidth > 0
        }, selector)
      await loaded('.global-banner img')
      await loaded('.org-chip img')
      expect(await page.getByText('Failed to fetch organization info').count()).toBe(0)
      await screenshot(page, 'desktop-requests-failing')
    }))
})
