import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'
import { chooseRide } from './ride-form'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const small = { width: 360, height: 640 }
const landscape = { width: 640, height: 360 }
const wide = { width: 1440, height: 900 }

/** A phone page that answers the browser's own "leave site?" (a reload of a changed form) with leave, as a person reloading would. */
async function phonePage() {
  const context = await newContext(browser, 'phone')
  const page = await context.newPage()
  page.on('dialog', (dialog) => void dialog.accept())
  return { context, page }
}

const noSidewaysScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

/** A ride from two known places, with a customer: the fare shows beside "Book ride". */
async function fillBooking(page: Page, customer: string) {
  await chooseRide(page)
  await page.getByLabel(/^Customer name/).fill(customer)
  await page.getByLabel(/^Customer phone/).fill('+919800000042')
}

/** The fare sits on the button's row, to its left, inside the Save bar. */
async function fareBesideButton(page: Page) {
  const fare = await page.getByRole('status', { name: 'Fare estimate' }).boundingBox()
  const button = await page.getByRole('button', { name: 'Book ride' }).boundingBox()
  const bar = await page.locator('.form-footer').boundingBox()
  if (!fare || !button || !bar) throw new Error('no fare, button or Save bar')
  expect(fare.x + fare.width).toBeLessThanOrEqual(button.x)
  expect(fare.y).toBeLessThan(button.y + button.height)
  expect(fare.y + fare.height).toBeGreaterThan(button.y)
  expect(fare.y).toBeGreaterThanOrEqual(bar.y)
  expect(button.height).toBeGreaterThanOrEqual(44)
}

/**
 * Focuses every field of the form, each from the top of the page, and names those that end up under the top bar,
 * the Save bar, the tab bar or the screen's edge.
 */
function hiddenWhenFocused(page: Page) {
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const shown = (element: Element | null) => element instanceof HTMLElement && getComputedStyle(element).display !== 'none'
    const fields = [...document.querySelectorAll<HTMLInputElement>('form.resource-form :is(input, select, textarea)')].filter(
      (field) => !field.closest('.form-footer') && !field.disabled && field.getClientRects().length > 0,
    )
    const hidden: string[] = []
    for (const field of fields) {
      window.scrollTo(0, 0)
      field.focus()
      await frames()
      const rect = field.getBoundingClientRect()
      const tabbar = document.querySelector('.tabbar')
      const topbar = document.querySelector('.topbar')
      const footer = document.querySelector('.form-footer')!.getBoundingClientRect()
      const bottom = Math.min(window.innerHeight, footer.top, shown(tabbar) ? tabbar!.getBoundingClientRect().top : Infinity)
      const top = topbar && getComputedStyle(topbar).position === 'sticky' ? topbar.getBoundingClientRect().bottom : 0
      if (rect.bottom > bottom || rect.top < top) hidden.push(field.name || field.id)
    }
    return { total: fields.length, hidden }
  })
}

describe('forms on a phone', () => {
  it('a 500 on save leaves "Try again" enabled, and the retry books the ride; the fare sits beside the button', async () => {
    const { context, page } = await phonePage()
    try {
      await signIn(page, 'dispatcher@kesar.example', 'Kesar@2026', null)
      await page.setViewportSize(small)
      const customer = `Retry Rider ${Date.now().toString().slice(-6)}`
      await fillBooking(page, customer)
      await fareBesideButton(page)
      await noSidewaysScroll(page, small.width)
      await screenshot(page, 'forms-phone-booking-fare-light')

      const save = '**/api/manual_booking/initiate_ride'
      await page.route(save, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Internal error' }) }),
      )
      await page.getByRole('button', { name: 'Book ride' }).click()
      const retry = page.getByRole('button', { name: 'Try again' })
      await retry.waitFor()
      expect(await retry.isEnabled()).toBe(true)
      await page.unroute(save)
      await retry.click()
      await page.getByText('Ride booked', { exact: true }).first().waitFor()
      await page.waitForURL('**/bookings-all**')
      // One ride: the retry kept the Idempotency-Key of the failed attempt.
      await page.goto(`/bookings-all?search=${encodeURIComponent(customer)}`)
      await page.getByText(customer).first().waitFor()
      expect(await page.locator('.list-card').count()).toBe(1)

      for (const [name, viewport, scheme] of [
        ['phone-booking-fare-dark', small, 'dark'],
        ['desktop-booking-fare-light', wide, 'light'],
        ['desktop-booking-fare-dark', wide, 'dark'],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.setViewportSize(viewport)
        await fillBooking(page, customer)
        await fareBesideButton(page)
        await noSidewaysScroll(page, viewport.width)
        await screenshot(page, `forms-${name}`)
      }
    } finally {
      await context.close()
    }
  })

  it('says when a restored draft was kept; Discard, Cancel and Leave drop it', async () => {
    const { context, page } = await phonePage()
    try {
      await signIn(page, 'dispatcher@kesar.example', 'Kesar@2026', null)
      await page.setViewportSize(small)
      await page.goto('/booking')
      const name = page.getByLabel(/^Customer name/)
      await name.fill('Draft Rider')
      await expect.poll(() => page.evaluate(() => localStorage.getItem('draft:booking:new') ?? '')).toContain('Draft Rider')
      const keptAt = await page.evaluate(() => {
        const { saved_at } = JSON.parse(localStorage.getItem('draft:booking:new') ?? '{}') as { saved_at: string }
        return new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' }).format(new Date(saved_at))
      })
      await page.reload()
      const notice = page.getByRole('status').filter({ hasText: 'Unsaved changes' })
      await notice.waitFor()
      expect(await notice.textContent()).toContain(`Unsaved changes from ${keptAt}`)
      expect(await name.inputValue()).toBe('Draft Rider')
      const discard = page.getByRole('button', { name: 'Discard' })
      expect((await discard.boundingBox())?.height).toBeGreaterThanOrEqual(44)
      await noSidewaysScroll(page, small.width)
      await screenshot(page, 'forms-phone-draft-notice-light')
      for (const [shot, viewport, scheme] of [
        ['phone-draft-notice-dark', small, 'dark'],
        ['desktop-draft-notice-light', wide, 'light'],
        ['desktop-draft-notice-dark', wide, 'dark'],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.setViewportSize(viewport)
        await page.reload()
        await notice.waitFor()
        await noSidewaysScroll(page, viewport.width)
        await screenshot(page, `forms-${shot}`)
      }
      await page.emulateMedia({ colorScheme: 'light' })
      await page.setViewportSize(small)

      await discard.click()
      await expect.poll(() => name.inputValue()).toBe('')
      await notice.waitFor({ state: 'detached' })
      await expect.poll(() => page.evaluate(() => localStorage.getItem('draft:booking:new'))).toBeNull()

      // Cancel asks, and "Leave" drops what was typed.
      await name.fill('Leaving Rider')
      await expect.poll(() => page.evaluate(() => localStorage.getItem('draft:booking:new') ?? '')).toContain('Leaving Rider')
      await page.getByRole('link', { name: 'Cancel' }).click()
      await page.getByRole('dialog', { name: 'Leave this form?' }).waitFor()
      await page.getByRole('button', { name: 'Leave' }).click()
      await page.waitForURL('**/bookings-all**')
      expect(await page.evaluate(() => localStorage.getItem('draft:booking:new'))).toBeNull()
      await page.goto('/booking')
      await page.getByRole('heading', { name: 'Book a ride' }).waitFor()
      expect(await name.inputValue()).toBe('')
      expect(await notice.count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('keeps every focused booking field clear of the Save bar and the tab bar, upright and in landscape', async () => {
    const { context, page } = await phonePage()
    try {
      await signIn(page, 'dispatcher@kesar.example', 'Kesar@2026', null)
      for (const viewport of [small, landscape]) {
        await page.setViewportSize(viewport)
        await page.goto('/booking')
        await page.getByRole('heading', { name: 'Book a ride' }).waitFor()
        await page
          .getByLabel(/^Car type/)
          .locator('option', { hasText: 'Sedan' })
          .waitFor({ state: 'attached' })
        const { total, hidden } = await hiddenWhenFocused(page)
        console.info(`booking at ${viewport.width}x${viewport.height}: ${hidden.length} of ${total} focused fields hidden`, hidden)
        expect(total).toBe(13)
        expect(hidden).toEqual([])
        // The Save bar is one row (two rows are 124 px): Cancel, the fare and the button.
        expect((await page.locator('.form-footer').boundingBox())?.height).toBeLessThanOrEqual(viewport === landscape ? 72 : 90)
        await noSidewaysScroll(page, viewport.width)
      }
      await screenshot(page, 'forms-landscape-booking')
    } finally {
      await context.close()
    }
  })

  it('saving an edit returns to the list as it was left, in place of the form', async () => {
    const { context, page } = await phonePage()
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026', null)
      await page.setViewportSize(small)
      await page.goto('/products/variants?search=Kurta&page=2')
      await page.getByText(/Page 2 of/).waitFor()
      const list = new URL(page.url())
      await page.locator('a[href*="/products/variants/update/"]').first().click()
      await page.waitForURL('**/products/variants/update/**')
      const name = page.locator('[name="name"]')
      await expect.poll(() => name.inputValue()).not.toBe('')
      await name.fill(`${(await name.inputValue()).replace(/ v\d+$/, '')} v2`)
      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.waitForURL((url) => url.pathname === '/products/variants')
      const back = new URL(page.url())
      expect(back.searchParams.get('search')).toBe('Kurta')
      expect(back.searchParams.get('page')).toBe('2')
      await page.getByText(/Page 2 of/).waitFor()
      await page.goBack()
      await page.waitForURL((url) => url.pathname === list.pathname)
      expect(page.url()).not.toContain('/update/')
      expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    } finally {
      await context.close()
    }
  })

  it('an empty submit focuses the first field a person can act on: the brand on the variant form, the first field on sign-up', async () => {
    const { context, page } = await phonePage()
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name'))
    const inView = async (label: RegExp) => {
      const box = await page.getByLabel(label).boundingBox()
      return box !== null && box.y >= 0 && box.y + box.height <= small.height
    }
    try {
      await page.setViewportSize(small)
      await page.goto('/signup')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect.poll(focused).toBe('firstName')
      await expect.poll(() => inView(/^Company name/)).toBe(true)

      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026', '/products/variants/add')
      await page.getByRole('heading', { name: 'New product variant' }).waitFor()
      // While the brands load their dropdown is disabled and the first field a person can act on is the SKU.
      await expect
        .poll(() =>
          page
            .getByLabel(/^Brand/)
            .locator('option')
            .count(),
        )
        .toBeGreaterThan(1)
      await page.getByRole('button', { name: 'Add variant' }).click()
      await expect.poll(focused).toBe('brand_id')
      expect(await page.getByLabel(/^Brand/).getAttribute('aria-invalid')).toBe('true')
      await expect.poll(() => inView(/^Brand/)).toBe(true)
      await noSidewaysScroll(page, small.width)
    } finally {
      await context.close()
    }
  })

  it('the wallet adjustment keeps the focus on what to do next', async () => {
    const { context, page } = await phonePage()
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.getAttribute('aria-label'))
    try {
      await signIn(page, 'finance@kesar.example', 'Kesar@2026', null)
      await page.setViewportSize(small)
      await page.goto('/financials/wallet-transactions')
      await page.getByRole('button', { name: 'Record adjustment' }).click()
      const wallet = page.getByLabel('Wallet', { exact: true })
      await expect.poll(() => wallet.locator('option').count()).toBeGreaterThan(1)
      await page.getByRole('button', { name: 'Review' }).click()
      await expect.poll(focused).toBe('wallet_id')
      await wallet.selectOption({ index: 1 })
      await page.getByLabel('Amount (₹)', { exact: true }).fill('10')
      await page.getByLabel('Reason', { exact: true }).fill('E2E focus check')
      // Fields and buttons do not touch.
      const reason = await page.getByLabel('Reason', { exact: true }).boundingBox()
      const review = await page.getByRole('button', { name: 'Review' }).boundingBox()
      expect(review!.y - (reason!.y + reason!.height)).toBeGreaterThanOrEqual(12)
      await page.getByRole('button', { name: 'Review' }).click()
      await expect.poll(focused).toBe('Confirm the adjustment')
      await page.getByRole('button', { name: 'Back' }).click()
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Review')
      await screenshot(page, 'forms-phone-adjustment')
    } finally {
      await context.close()
    }
  })
})
