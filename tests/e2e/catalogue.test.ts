import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn, waitForSavedCopy } from './browser'

// A real 1x1 PNG: the API checks the bytes, not just the file name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function choose(select: Locator, option: { index: number } | { label: string }): Promise<void> {
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1)
  await select.selectOption(option)
}

describe('catalogue end to end', () => {
  it('creates a template with an image, then a variant of it', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      const name = `E2E Handloom Kurta ${Date.now().toString().slice(-6)}`
      await page.goto('/products/templates/add')
      await page.getByRole('heading', { name: 'New product template' }).waitFor()
      await page.getByLabel(/^Product name/).fill(name)
      await choose(page.getByLabel(/^Brand/), { index: 1 })
      await choose(page.getByLabel(/^Category/), { index: 1 })
      await page.getByLabel(/^HSN code/).fill('6109')
      await choose(page.getByLabel(/^GST rate/), { index: 2 })
      await page.locator('input[type="file"]').setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: PNG })
      await page.getByText('New', { exact: true }).waitFor()
      await screenshot(page, 'desktop-template-form')
      await page.getByRole('button', { name: 'Add template' }).click()
      await page.waitForURL('**/products/templates')
      await page.getByText('Product template created').first().waitFor()

      await page.goto(`/products/templates?search=${encodeURIComponent(name)}`)
      await page.getByRole('row').filter({ hasText: name }).waitFor()
      const image = page.getByRole('row').filter({ hasText: name }).locator('img')
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1)

      const sku = `E2E-${Date.now().toString().slice(-6)}-M`
      await page.goto('/products/variants/add')
      await page.getByRole('heading', { name: 'New product variant' }).waitFor()
      const brandOfTemplate = page.getByLabel(/^Brand/)
      await choose(brandOfTemplate, { index: 1 })
      await choose(page.getByLabel(/^Product template/), { label: name })
      await page.getByLabel(/^SKU/).fill(sku)
      await page.getByLabel(/^Variant name/).fill('Indigo, medium')
      await page.getByLabel(/^Size/).fill('M')
      await page.getByLabel(/^MRP/).fill('1999')
      await page.getByLabel(/^Selling price/).fill('2499')
      await page.getByRole('button', { name: 'Add variant' }).click()
      await page
        .getByText(/cannot be more than/)
        .first()
        .waitFor()
      await page.getByLabel(/^Selling price/).fill('1499')
      await page.getByLabel(/^Hyderabad/).fill('12')
      await page.getByRole('button', { name: 'Add variant' }).click()
      await page.waitForURL('**/products/variants**')
      await page.goto(`/products/variants?search=${sku}`)
      const row = page.getByRole('row').filter({ hasText: sku })
      await row.waitFor()
      expect(await row.textContent()).toContain('₹1,499')
    } finally {
      await context.close()
    }
  }, 90_000)

  it('keeps a filtered, paged list in the URL across a reload, and shows it offline', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026', '/products/variants')
      await page.getByText(/[\d,]+ variants/).waitFor()
      // On a phone the filters fold behind one button.
      await page.getByRole('button', { name: 'Filters' }).click()
      await page.getByLabel('Status').selectOption('active')
      await page.waitForURL(/status=active/)
      await page.getByRole('button', { name: 'Next page' }).click()
      await page.waitForURL(/page=2/)
      await page.getByText(/Page 2 of/).waitFor()
      await page.reload()
      await page.getByText(/Page 2 of/).waitFor()
      expect(await page.getByLabel('Status').inputValue()).toBe('active')
      expect(await page.locator('.list-card').count()).toBeGreaterThan(0)
      await screenshot(page, 'phone-variants-page-2')

      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await waitForSavedCopy(page, '"page":2', '"status":"active"')
      await context.setOffline(true)
      await page.reload()
      await page.getByText(/Page 2 of/).waitFor()
      await page.getByText(/Offline · showing data saved/).waitFor()
      expect(await page.locator('.list-card').count()).toBeGreaterThan(0)
      expect(await page.getByRole('switch').first().isDisabled()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
