import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Waits for a dependent dropdown to load its options, then picks the first real one. */
async function pickFirst(select: Locator): Promise<string> {
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1)
  await expect.poll(() => select.isEnabled()).toBe(true)
  const label = (await select.locator('option').nth(1).textContent()) ?? ''
  await select.selectOption({ index: 1 })
  return label
}

describe('promo codes end to end', () => {
  it('creates a code through the brand, template and variant dropdowns, finds, toggles and edits it', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026', '/promo-codes')
      await page.getByRole('heading', { name: 'Promo codes' }).waitFor()
      await page.getByText(/\d+ promo codes/).waitFor()
      await page.getByRole('link', { name: 'New promo code' }).first().click()
      await page.getByRole('heading', { name: 'New promo code' }).waitFor()

      const code = `E2E${Date.now().toString().slice(-8)}`
      await page.getByRole('button', { name: 'Create promo code' }).click()
      await page.getByText('Please enter a code').waitFor()
      await page.getByLabel(/^Code/).fill(code)
      await page.getByLabel(/^Percent off/).fill('15')
      const template = page.getByLabel(/^Product template/)
      expect(await template.isDisabled()).toBe(true)
      const brand = await pickFirst(page.getByLabel(/^Brand/))
      const templateName = await pickFirst(template)
      await pickFirst(page.getByLabel(/^Product variant/))
      await screenshot(page, 'desktop-promo-code-form')
      await page.getByRole('button', { name: 'Create promo code' }).click()
      await page.waitForURL(/\/promo-codes(\?|$)/)

      await page.getByPlaceholder('Search codes and descriptions').fill(code)
      await page.waitForURL(`**/promo-codes?search=${code}`)
      const row = page.getByRole('row').filter({ hasText: code })
      await row.waitFor()
      expect(await row.textContent()).toContain(brand)
      expect(await row.textContent()).toContain(templateName)
      await page.getByText('1 promo code', { exact: true }).waitFor()

      await page.getByRole('switch', { name: `Deactivate ${code}` }).click()
      await page.getByRole('switch', { name: `Activate ${code}` }).waitFor()
      // The switch flips at once; the server's answer is the toast.
      await page.getByText('Promo code deactivated').first().waitFor()
      // The saved copy paints first; the refetch every reload starts must bring the stored change.
      const refetched = page.waitForResponse((response) => response.url().includes('/api/promocode/get_promo_codes?') && response.ok())
      await page.reload()
      await refetched
      await expect
        .poll(() => page.getByRole('switch', { name: new RegExp(`ctivate ${code}$`) }).getAttribute('aria-checked'), { timeout: 10_000 })
        .toBe('false')

      await page.getByRole('link', { name: code }).click()
      await page.getByRole('heading', { name: `Edit ${code}` }).waitFor()
      await page.getByLabel(/^Description/).fill('Winter sale on one kurta')
      await page.getByRole('button', { name: 'Save changes' }).click()
      // Back to the list as it was left: its search kept.
      await page.waitForURL(`**/promo-codes?search=${code}`)
      await page.getByText('Promo code updated').first().waitFor()
    } finally {
      await context.close()
    }
  })

  it('refuses a duplicate code on the code field', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026', '/promo-codes?ordering=code')
      const existing = (await page.locator('.code-link').first().textContent()) ?? ''
      await page.goto('/promo-codes/add')
      await page.getByLabel(/^Code/).fill(existing)
      await page.getByLabel(/^Percent off/).fill('10')
      await pickFirst(page.getByLabel(/^Brand/))
      await page.getByRole('button', { name: 'Create promo code' }).click()
      await page.getByText('A promo code with this code already exists.').first().waitFor()
      expect(await page.getByRole('button', { name: 'Create promo code' }).isDisabled()).toBe(true)
      expect(await page.getByLabel(/^Code/).inputValue()).toBe(existing)
    } finally {
      await context.close()
    }
  })
})
