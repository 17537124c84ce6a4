import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import { launchBrowser, newContext, SCREENSHOTS, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const day = 86_400_000

/** Makes `count` active promo codes named `<prefix>NN` through the API, as the signed-in person. */
async function createCodes(page: Page, prefix: string, count: number): Promise<void> {
  const made = await page.evaluate(
    async ({ prefix, count, day }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' }
      const brands = (await (await fetch('/api/promocode/get_erp_brands?options=1', { headers })).json()) as { data: { value: string }[] }
      const brand = brands.data[0]?.value
      let created = 0
      for (let index = 0; index < count; index += 1) {
        const body = {
          code: `${prefix}${String(index).padStart(2, '0')}`,
          description: 'Bulk e2e',
          discount_type: 'percent',
          discount_value: 10,
          min_order_paise: 0,
          starts_at: new Date(Date.now() - day).toISOString(),
          ends_at: new Date(Date.now() + 30 * day).toISOString(),
          brand_id: brand,
        }
        const res = await fetch('/api/promocode/create', { method: 'POST', headers, body: JSON.stringify(body) })
        if (res.status === 201) created += 1
      }
      return created
    },
    { prefix, count, day },
  )
  expect(made).toBe(count)
}

describe('bulk actions on a phone', () => {
  it('deactivates 50 chosen promo codes at 360 px, and they are inactive after a reload', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 360, height: 640 })
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026')
      const prefix = `BULK${Date.now().toString(36).toUpperCase().slice(-6)}`
      await createCodes(page, prefix, 50)

      await page.goto(`/promo-codes?search=${prefix}&page_size=50`)
      await page.getByText('50 promo codes', { exact: true }).waitFor()
      await expect.poll(() => page.getByRole('switch', { name: new RegExp(`^Deactivate ${prefix}`) }).count()).toBe(50)

      await page.getByRole('button', { name: 'Select', exact: true }).click()
      const bar = page.getByRole('region', { name: 'Selected promo codes' })
      await bar.getByRole('button', { name: 'Select all 50 on this page' }).click()
      await bar.getByText('50 selected').waitFor()
      // The actions sit in a bar at the bottom, each a full touch target, and nothing scrolls sideways.
      const deactivate = bar.getByRole('button', { name: 'Deactivate' })
      const box = await deactivate.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      // In the bottom half, above the tab bar: where the thumb is.
      expect(box?.y).toBeGreaterThan(320)
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(640)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      mkdirSync(SCREENSHOTS, { recursive: true })
      await page.screenshot({ path: `${SCREENSHOTS}/phone-bulk-select-360.png` })

      await deactivate.click()
      const dialog = page.getByRole('dialog', { name: 'Deactivate 50 promo codes?' })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'Deactivate' }).click()
      await page.getByText('50 promo codes deactivated.').first().waitFor()

      await page.reload()
      await page.getByText('50 promo codes', { exact: true }).waitFor()
      await expect.poll(() => page.getByRole('switch', { name: new RegExp(`^Activate ${prefix}`) }).count(), { timeout: 10_000 }).toBe(50)
      expect(await page.getByRole('switch', { name: new RegExp(`^Deactivate ${prefix}`) }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})

describe('bulk actions that ask for a value', () => {
  it('moves two open complaints to in progress as support, asked with the count and the new status', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'support@kesar.example', 'Kesar@2026', '/complaints?status=open&page_size=100')
      const boxes = page.getByRole('checkbox', { name: /^Select CMP-\d+$/ })
      await boxes.first().waitFor()
      const tickets = await Promise.all([0, 1].map(async (index) => (await boxes.nth(index).getAttribute('aria-label'))?.replace('Select ', '') ?? ''))
      for (const ticket of tickets) await page.getByRole('checkbox', { name: `Select ${ticket}` }).check()
      const bar = page.getByRole('region', { name: 'Selected complaints' })
      await bar.getByText('2 selected').waitFor()
      await bar.getByRole('button', { name: 'Change status' }).click()
      const dialog = page.getByRole('dialog', { name: 'Change status of 2 complaints?' })
      await dialog.getByRole('combobox', { name: 'Status' }).selectOption('in_progress')
      await dialog.getByRole('button', { name: 'Change status' }).click()
      await page.getByText('2 complaints changed.').first().waitFor()

      await page.goto('/complaints?status=in_progress&page_size=100')
      for (const ticket of tickets) await page.getByRole('checkbox', { name: `Select ${ticket}` }).waitFor()
    } finally {
      await context.close()
    }
  })
})
