import type { Page } from 'playwright-core'

// How every-route.test.ts and hindi-routes.test.ts reach each route: the first by loading it, the others as the app's
// own links do, so a visit is the route's work and not the app's start again (most of a visit's time was the reload).

/** Waits until the route's heading shows, nothing is loading and its fonts are in. */
async function settled(page: Page) {
  await page.locator('h1, .state-title').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton, .splash'))
  await page.evaluate(() => document.fonts.ready)
}

/** Loads the route (the app starts again) and waits until it has settled. */
export async function openRoute(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

/**
 * Goes to the route through the history, as a link in the app does (the router follows it), and waits until it has
 * settled. Where the page's heading does not change within 3 s (a route that keeps the same heading element), it loads
 * the route instead.
 */
export async function navigateTo(page: Page, path: string) {
  const moved = await page.evaluate(async (to) => {
    const left = document.querySelector('h1, .state-title')
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
    for (let waited = 0; waited < 3000; waited += 50) {
      const heading = document.querySelector('h1, .state-title')
      if (heading && heading !== left) return true
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return false
  }, path)
  if (moved) await settled(page)
  else await openRoute(page, path)
}
