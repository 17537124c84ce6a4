import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const small = { width: 360, height: 640 }

describe('the shared kits on a small phone', () => {
  it('a failed submit brings the first field in error into view and focus, with no sideways scroll', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026')
      await page.setViewportSize(small)
      await page.goto('/promo-codes/add')
      await page.getByRole('heading', { name: 'New promo code' }).waitFor()
      await page.getByRole('button', { name: 'Create promo code' }).click()
      await page.getByText('Please enter a code').waitFor()
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code')
      // The page scrolls smoothly back up to the field.
      await expect
        .poll(async () => {
          const box = await page.getByLabel(/^Code/).boundingBox()
          return box !== null && box.y >= 0 && box.y + box.height <= small.height
        })
        .toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(small.width)
      await screenshot(page, 'phone-promo-code-form-error')

      await page.goto('/promo-codes')
      await page.getByText(/\d+ promo codes/).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(small.width)
      await screenshot(page, 'phone-promo-code-list')
    } finally {
      await context.close()
    }
  })

  it('the variant form lays out its sections in one column', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      await page.setViewportSize(small)
      await page.goto('/products/variants/add')
      await page.getByRole('heading', { name: 'New product variant' }).waitFor()
      // The catalogue role picks templates from the shared option call.
      await page.getByLabel(/^Brand/).selectOption({ index: 1 })
      await expect
        .poll(
          () =>
            page
              .getByLabel(/^Product template/)
              .locator('option')
              .count(),
          { timeout: 10_000 },
        )
        .toBeGreaterThan(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(small.width)
      await screenshot(page, 'phone-variant-form')
    } finally {
      await context.close()
    }
  })
})
