import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, screenshot, signIn } from './browser'
import { axeViolations } from './page-checks'

const small = { width: 360, height: 640 }
const large = { width: 1440, height: 900 }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

let address = 0
/** bypassCSP: the app's CSP allows only its own scripts, and axe is injected as one. */
async function contextAt(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const phone = viewport.width < 900
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport,
    isMobile: phone,
    hasTouch: phone,
    bypassCSP: true,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.${++address}` },
  })
  context.setDefaultTimeout(15_000)
  return context
}

/** The open dialog's controls and options smaller than 44x44. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('dialog[open] :is(button, input, [role=option])'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => `${element.tagName} "${element.textContent?.trim().slice(0, 20)}" ${Math.round(box.width)}x${Math.round(box.height)}`),
  )
}

/** The open dialog in light and dark: screenshots, no sideways scroll, 44 px targets, axe clean. */
async function checkBothThemes(page: Page, name: string, width: number) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme)
    await screenshot(page, `${name}-${theme}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (width < 900) expect(await smallTargets(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'))
}

/** A subscriber of the demo organisation, read with the signed-in person's session. */
function aSubscriber(page: Page): Promise<{ subscriber_id: string; name: string; phone: string }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/subscribers/get_erp_subscribers?page_size=1&ordering=name', {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
    })
    const body = (await res.json()) as { data: { subscriber_id: string; name: string; phone: string }[] }
    return body.data[0]!
  })
}

describe('the command palette', () => {
  it('on a 360 px phone: the header button opens it, a phone number finds the subscriber, choosing them opens their record', async () => {
    const context = await contextAt(small)
    const page = await context.newPage()
    try {
      await signIn(page, 'support@kesar.example', 'Kesar@2026')
      const person = await aSubscriber(page)
      const search = page.getByRole('button', { name: 'Search', exact: true })
      const box = await search.boundingBox()
      expect(box && box.width >= 44 && box.height >= 44).toBe(true)
      await search.click()
      const input = page.getByRole('combobox', { name: 'Search screens, actions and records' })
      await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true)
      await input.fill(person.phone.slice(3))
      const found = page.getByRole('option').filter({ hasText: person.phone })
      await found.waitFor()
      await expect.poll(() => found.textContent()).toContain(person.name)
      await checkBothThemes(page, 'palette-phone', small.width)
      await found.click()
      await page.waitForURL(`**/subscribers?subscriber=${person.subscriber_id}`)
      await page.getByRole('heading', { name: 'Subscriber', exact: true }).waitFor()
      await expect.poll(() => page.getByRole('dialog', { name: 'Subscriber' }).textContent()).toContain(person.name)
    } finally {
      await context.close()
    }
  })

  it('on a desktop: Ctrl+K, "promo", Enter opens Promo codes; Escape gives the focus back; ? lists the shortcuts; offline it still finds screens', async () => {
    const context = await contextAt(large)
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      // The URL changes before the dashboard renders: wait for the shell.
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
      await page.keyboard.press('Control+k')
      const input = page.getByRole('combobox', { name: 'Search screens, actions and records' })
      await input.waitFor()
      await input.pressSequentially('promo')
      const first = page.getByRole('option').first()
      await expect.poll(() => first.textContent()).toContain('Promo codes')
      expect(await first.getAttribute('aria-selected')).toBe('true')
      expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
      await page.getByRole('option', { name: /New promo code/ }).waitFor()
      await checkBothThemes(page, 'palette-desktop', large.width)
      await page.keyboard.press('Enter')
      await page.waitForURL('**/promo-codes')
      const heading = page.getByRole('heading', { name: 'Promo codes', level: 1 })
      await heading.waitFor()
      // Leaving for a screen, the focus goes to its heading, as after any navigation.
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true)

      const button = page.getByRole('button', { name: 'Search', exact: true })
      await button.click()
      await input.waitFor()
      await page.keyboard.press('Escape')
      await expect.poll(() => input.count()).toBe(0)
      await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true)

      await page.keyboard.press('?')
      const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
      await shortcuts.waitFor()
      await expect.poll(() => shortcuts.textContent()).toContain('Open the command palette')
      await checkBothThemes(page, 'shortcuts-desktop', large.width)
      await page.keyboard.press('Escape')
      await expect.poll(() => shortcuts.count()).toBe(0)

      await context.setOffline(true)
      await page.keyboard.press('Control+k')
      await input.pressSequentially('wallet')
      await page.getByRole('option', { name: /Wallet/ }).waitFor()
      await page.getByText('Search needs a connection').waitFor()
      await context.setOffline(false)
    } finally {
      await context.close()
    }
  })
})
