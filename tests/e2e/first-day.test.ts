import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, launchBrowser, newContext, screenshot, signInThroughForm } from './browser'

// Issue "First day and every day on a phone", item 2: a freshly signed-up organisation is shown the way to its first
// brand, can add it with a logo, and then finds it in the forms that need one. Issue 18, item 8: the Get started guide
// keeps up without a reload, stays until all four steps are done, and each save offers the next; the path from sign-up
// to a promo code is counted.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** 1x1 PNG. */
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64')

/** What a person does with their fingers on the way, counted: every tap (a click, a dropdown pick, a file pick) and every field typed into. */
type Hands = { taps: number; fills: number }

function hands(counter: Hands) {
  return {
    tap: async (target: Locator) => {
      counter.taps++
      await target.click()
    },
    fill: async (target: Locator, value: string) => {
      counter.fills++
      await target.fill(value)
    },
    pick: async (target: Locator, option: string | { label: string } | { index: number }) => {
      counter.taps++
      await target.selectOption(option)
    },
    files: async (target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
      counter.taps++
      await target.setInputFiles(file)
    },
  }
}
type Fingers = ReturnType<typeof hands>

async function signUp(page: Page, email: string, by: Fingers = hands({ taps: 0, fills: 0 })): Promise<void> {
  await page.goto('/signup')
  await by.fill(page.getByLabel('Company name'), 'Dhaga Handlooms')
  await by.fill(page.getByLabel('Contact person'), 'Farah Khan')
  await by.fill(page.getByLabel('Email address'), email)
  await by.fill(page.getByLabel('Phone number'), '9876501234')
  await by.fill(page.getByLabel(/^Password/), 'dhaga-2026')
  await by.pick(page.getByLabel('City'), 'hyd')
  await by.fill(page.getByLabel(/^Address/), '8-2-293 Banjara Hills, Hyderabad')
  await by.tap(page.getByRole('button', { name: 'Sign In' }))
  await page.waitForURL('**/sms-otp-verify')
  await by.fill(page.getByLabel(/One-time code/), await latestCode(email, 'login'))
  await page.waitForURL('**/dashboard')
}

/** Back on the dashboard the way a person goes (the tab bar, no reload), to read the guide; not part of the path. */
async function guideSays(page: Page, text: string) {
  await page.locator('.tabbar').getByRole('link', { name: 'Dashboard' }).click()
  await page.getByRole('region', { name: 'Get started' }).getByText(text).waitFor()
}

/** Light and dark, at a phone's 360 px and at 1440 px. */
async function shootBoth(page: Page, name: string) {
  const theme = async (dark: boolean) => {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
    await page.evaluate((mode) => (document.documentElement.dataset.theme = mode), dark ? 'dark' : 'light')
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))))
  }
  for (const [size, viewport] of [
    ['360', phone],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport)
    for (const dark of [false, true]) {
      await theme(dark)
      await screenshot(page, `${name}-${size}${dark ? '-dark' : ''}`)
    }
  }
  await theme(false)
  await page.setViewportSize(phone)
}

const phone = { width: 360, height: 640 }
/**
 * The same path before issue 18, counted the same way (the issue, counting its own way, says 42). Counted here,
 * it was 35: after the brand and the template a person went back (Dashboard, Start: two taps where Next step is one),
 * and after the variant the guide was gone (Menu, Promo codes, New promo code: three).
 */
const TAPS_BEFORE = 35

describe('a new organisation on its first day', () => {
  it('goes from sign-up to its first promo code on a 360 px phone, the guide keeping up and each save offering the next step', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    await page.setViewportSize(phone)
    const counter: Hands = { taps: 0, fills: 0 }
    const by = hands(counter)
    try {
      await signUp(page, `farah+${Date.now()}@dhaga.example`, by)
      const guide = page.getByRole('region', { name: 'Get started' })
      await guide.getByText('0 of 5 done').waitFor()
      await screenshot(page, 'phone-first-day-dashboard')

      await by.tap(guide.getByRole('link', { name: /Start/ }))
      await page.waitForURL('**/brands-list/add')
      await by.fill(page.getByLabel(/^Brand/), 'Dhaga')
      await by.files(page.locator('input[type=file]'), { name: 'dhaga.png', mimeType: 'image/png', buffer: logoPng })
      await by.tap(page.getByRole('button', { name: 'Add brand' }))
      await page.waitForURL('**/brands-list')
      await page.getByRole('link', { name: 'Dhaga', exact: true }).first().waitFor()
      // The save offers the next step where it lands.
      const next = page.getByRole('link', { name: /^Next step: / })
      expect(await next.textContent()).toBe('Next step: Add a product')

      await guideSays(page, '1 of 5 done')
      await page.goBack()
      await by.tap(next)
      await page.waitForURL('**/products/templates/add')
      const brand = page.getByLabel(/^Brand/)
      await expect.poll(() => brand.inputValue()).not.toBe('')
      expect(await brand.locator('option:checked').textContent()).toBe('Dhaga')
      // A new organisation starts with categories, so its first template can be saved.
      await by.pick(page.getByLabel(/^Category/), { label: 'Home Textiles' })
      await by.fill(page.getByLabel(/^Product name/), 'Handloom Cotton Dohar')
      await by.fill(page.getByLabel(/^HSN code/), '6304')
      await by.pick(page.getByLabel(/^GST rate/), { index: 2 })
      await by.tap(page.getByRole('button', { name: 'Add template' }))
      await page.waitForURL('**/products/templates')
      await page.getByText('Handloom Cotton Dohar').first().waitFor()
      expect(await next.textContent()).toBe('Next step: Add its sizes and colours')

      await by.tap(next)
      await page.waitForURL('**/products/variants/add')
      // The only brand and its only template are chosen by themselves (issue 31, item 10).
      await expect.poll(() => page.getByLabel(/^Brand/).inputValue()).not.toBe('')
      await expect.poll(() => page.getByLabel(/^Product template/).inputValue()).not.toBe('')
      expect(
        await page
          .getByLabel(/^Product template/)
          .locator('option:checked')
          .textContent(),
      ).toBe('Handloom Cotton Dohar')
      await by.fill(page.getByLabel(/^SKU/), 'DOHAR-IND-D')
      await by.fill(page.getByLabel(/^Variant name/), 'Indigo, double')
      await by.fill(page.getByLabel(/^MRP/), '2499')
      await by.fill(page.getByLabel(/^Selling price/), '1999')
      await by.tap(page.getByRole('button', { name: 'Add variant' }))
      await page.waitForURL('**/products/variants**')
      expect(await next.textContent()).toBe('Next step: Create a promo code')

      // Three steps done: the guide stays, with the ones to go.
      await guideSays(page, '3 of 5 done')
      await expect.poll(() => guide.getByRole('link', { name: /Start/ }).textContent()).toContain('create a promo code')
      await shootBoth(page, 'first-day-guide')
      await page.goBack()

      await by.tap(next)
      await page.waitForURL('**/promo-codes/add')
      await by.fill(page.getByLabel(/^Code/), 'DHAGA10')
      await by.fill(page.getByLabel(/^Percent off/), '10')
      await expect.poll(() => page.getByLabel(/^Brand/).inputValue()).not.toBe('')
      await by.tap(page.getByRole('button', { name: 'Create promo code' }))
      await page.waitForURL('**/promo-codes')
      await page.getByText('DHAGA10').first().waitFor()
      expect(await next.textContent()).toBe('Next step: Add money to the wallet')

      const toPromo = counter.taps + counter.fills
      // Issue 31, item 1: money into the wallet, for the first booking.
      await by.tap(next)
      await page.waitForURL('**/financials/wallet-transactions?add=money')
      const money = page.getByRole('region', { name: 'Add money' })
      await by.fill(money.getByLabel(/^Amount/), '2000')
      await by.fill(money.getByLabel(/^Payment reference/), '998877665544')
      await by.tap(money.getByRole('button', { name: 'Add money' }))
      await page.getByText('UPI-998877665544').first().waitFor()
      expect(await next.count()).toBe(0)

      const total = counter.taps + counter.fills
      // Issue 31, item 12: on to the first booked ride, from the tab bar's menu as a phone user goes.
      await by.tap(page.locator('.tabbar').getByRole('button', { name: 'Menu' }))
      await by.tap(page.locator('#mobile-menu a[href="/booking"]'))
      await page.getByRole('heading', { name: 'Book a ride' }).waitFor()
      const car = page.getByLabel(/^Car type/)
      await car.locator('option', { hasText: 'Sedan' }).waitFor({ state: 'attached' })
      await by.pick(car, { label: (await car.locator('option', { hasText: 'Sedan' }).textContent()) ?? '' })
      await by.fill(page.getByLabel('Search pickup'), 'hitec')
      await by.tap(page.getByRole('button', { name: /Hitec City MMTS/ }))
      await by.fill(page.getByLabel('Search drop'), 'charmi')
      await by.tap(page.getByRole('button', { name: /Charminar/ }))
      await by.fill(page.getByLabel(/^Customer name/), 'Zoya Siddiqui')
      await by.fill(page.getByLabel(/^Customer phone/), '+919800000077')
      await by.tap(page.getByRole('button', { name: 'Book ride' }))
      await page.getByText('Ride booked', { exact: true }).first().waitFor()
      const toRide = counter.taps + counter.fills
      console.info(
        `first day: sign-up to a promo code ${toPromo} (before: ${TAPS_BEFORE}; the issue's count: 42); with money in the wallet: ${total}; to a booked ride: ${counter.taps} taps + ${counter.fills} fields typed = ${toRide}`,
      )
      expect(toRide - total).toBeLessThanOrEqual(10)
      expect(toPromo).toBeLessThan(TAPS_BEFORE)

      // Every step done: the guide has done its work and goes.
      await page.locator('.tabbar').getByRole('link', { name: 'Dashboard' }).click()
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
      await page.getByRole('region', { name: 'Counts' }).waitFor()
      expect(await guide.count()).toBe(0)
    } finally {
      await context.close()
    }
  }, 120_000)

  it('offers to add a brand where a form needs one and there is none', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signUp(page, `farah+${Date.now()}b@dhaga.example`)
      await page.goto('/promo-codes/add')
      await page.getByRole('link', { name: 'No brands yet: add your first brand' }).click()
      await page.waitForURL('**/brands-list/add')
      await page.getByRole('heading', { name: 'New brand' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('keeps the header and the page title in view under toasts and the offline banner', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signInThroughForm(page, 'owner@kesar.example', 'Kesar@2026')
      await page.getByText('Signed in successfully').waitFor()
      // The code-sent toast was about the screen left behind.
      await expect.poll(() => page.getByText(/We sent a 6-digit code/).count()).toBe(0)
      const header = (await page.locator('.topbar').boundingBox())!
      const toast = (await page.locator('.toast').first().boundingBox())!
      expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height)

      await context.setOffline(true)
      const banner = page.locator('.global-banner')
      await banner.getByText(/You are offline/).waitFor()
      const bannerBox = (await banner.boundingBox())!
      expect(bannerBox.y).toBeGreaterThanOrEqual(header.y + header.height)
      const title = (await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox())!
      expect(title.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height)
      await screenshot(page, 'phone-offline-banner')
    } finally {
      await context.close()
    }
  })
})
