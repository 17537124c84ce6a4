import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, launchBrowser, newContext, screenshot } from './browser'

// Issue 18, item 7: a new organisation can book a ride. It starts with the standard car types, can manage them, and
// /booking says when the organisation wallet cannot pay a ride, with the way to top it up.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const small = { width: 360, height: 640 }
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(small.width)

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup')
  await page.getByLabel('Company name').fill('Monsoon Rides')
  await page.getByLabel('Contact person').fill('Kavya Menon')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Phone number').fill('9876501299')
  await page.getByLabel(/^Password/).fill('monsoon-2026')
  await page.getByLabel('City').selectOption('hyd')
  await page.getByLabel(/^Address/).fill('4 Road No. 12, Banjara Hills, Hyderabad')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/sms-otp-verify')
  await page.getByLabel(/One-time code/).fill(await latestCode(email, 'login'))
  await page.waitForURL('**/dashboard')
}

describe('a new organisation books its first ride', () => {
  it('at 360 px: /booking shows the standard car types and the wallet notice with its link; car types can be added', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize(small)
      await signUp(page, `kavya+${Date.now()}@monsoon.example`)
      await page.goto('/booking')
      await page.getByRole('heading', { name: 'Book a ride' }).waitFor()

      const notice = page.getByRole('status').filter({ hasText: 'The organisation wallet needs a top-up.' })
      await notice.waitFor()
      const topUp = notice.getByRole('link', { name: 'Top up the wallet in Financials › Wallet' })
      expect(await topUp.getAttribute('href')).toBe('/financials/wallet-transactions?add=money')
      const carType = page.getByLabel(/^Car type/)
      await expect
        .poll(() => carType.locator('option').allTextContents())
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^Mini · 4 seats/),
            expect.stringMatching(/^Sedan/),
            expect.stringMatching(/^SUV/),
            expect.stringMatching(/^Tempo Traveller/),
          ]),
        )
      await noSidewaysScroll(page)
      await screenshot(page, 'phone-first-ride-booking')

      await page.getByRole('link', { name: 'Manage car types' }).click()
      await page.waitForURL('**/booking/car-types')
      await page.getByText('Tempo Traveller').waitFor()
      const add = page.getByRole('region', { name: 'Add a car type' })
      await add.getByLabel(/^Name/).fill('Electric Sedan')
      await add.getByLabel(/^Seats/).fill('4')
      await add.getByLabel(/^Base fare/).fill('80')
      await add.getByLabel(/^Per km/).fill('14')
      await add.getByLabel(/^Per minute/).fill('2')
      await add.getByRole('button', { name: 'Add car type' }).click()
      await page.getByRole('region', { name: 'Your car types' }).getByText('Electric Sedan').waitFor()
      await noSidewaysScroll(page)
      await screenshot(page, 'phone-first-ride-car-types')

      await page.getByRole('link', { name: 'Back to booking' }).click()
      await page.waitForURL('**/booking')
      await expect
        .poll(() =>
          page
            .getByLabel(/^Car type/)
            .locator('option')
            .allTextContents(),
        )
        .toContainEqual(expect.stringMatching(/^Electric Sedan/))
      await page.getByRole('link', { name: 'Top up the wallet in Financials › Wallet' }).click()
      await page.waitForURL('**/financials/wallet-transactions?add=money')
      await page.getByRole('region', { name: 'Add money' }).waitFor()
    } finally {
      await context.close()
    }
  })
})
