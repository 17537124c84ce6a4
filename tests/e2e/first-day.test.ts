import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, launchBrowser, newContext, screenshot, signIn } from './browser'

// Issue "First day and every day on a phone", item 2: a freshly signed-up organisation is shown the way to its first
// brand, can add it with a logo, and then finds it in the forms that need one.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** 1x1 PNG. */
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64')

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup')
  await page.getByLabel('Company name').fill('Dhaga Handlooms')
  await page.getByLabel('Contact person').fill('Farah Khan')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Phone number').fill('9876501234')
  await page.getByLabel(/^Password/).fill('dhaga-2026')
  await page.getByLabel('City').selectOption('hyd')
  await page.getByLabel(/^Address/).fill('8-2-293 Banjara Hills, Hyderabad')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/sms-otp-verify')
  await page.getByLabel(/One-time code/).fill(await latestCode(email, 'login'))
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await page.waitForURL('**/dashboard')
}

describe('a new organisation on its first day', () => {
  it('is guided from an empty dashboard to its first brand, with a logo, and its first template, on a phone', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signUp(page, `farah+${Date.now()}@dhaga.example`)
      const guide = page.getByRole('region', { name: 'Get started' })
      await guide.getByText('0 of 4 done').waitFor()
      await screenshot(page, 'phone-first-day-dashboard')

      await guide.getByRole('link', { name: /Start/ }).click()
      await page.waitForURL('**/brands-list/add')
      await page.getByLabel(/^Brand/).fill('Dhaga')
      await page.locator('input[type=file]').setInputFiles({ name: 'dhaga.png', mimeType: 'image/png', buffer: logoPng })
      await page.getByRole('button', { name: 'Add brand' }).click()
      await page.waitForURL('**/brands-list')
      await page.getByRole('link', { name: 'Dhaga', exact: true }).first().waitFor()

      await page.goto('/dashboard')
      await guide.getByText('1 of 4 done').waitFor()
      await guide.getByRole('link', { name: /Start/ }).click()
      await page.waitForURL('**/products/templates/add')
      const brand = page.getByLabel(/^Brand/)
      await expect.poll(() => brand.inputValue()).not.toBe('')
      expect(await brand.locator('option:checked').textContent()).toBe('Dhaga')
      // A new organisation starts with categories, so its first template can be saved.
      await page.getByLabel(/^Category/).selectOption({ label: 'Home Textiles' })
      await page.getByLabel(/^Product name/).fill('Handloom Cotton Dohar')
      await page.getByLabel(/^HSN code/).fill('6304')
      await page.getByLabel(/^GST rate/).selectOption({ index: 2 })
      await page.getByRole('button', { name: 'Add template' }).click()
      await page.waitForURL('**/products/templates')
      await page.getByText('Handloom Cotton Dohar').first().waitFor()

      await page.goto('/dashboard')
      await guide.getByText('2 of 4 done').waitFor()
    } finally {
      await context.close()
    }
  })

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
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
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
