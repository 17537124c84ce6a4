import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn, waitForSavedCopy } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('market survey on a phone', () => {
  it('adds an employee with two regions, edits them, then saves for offline and opens the map and a region offline', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'surveyor@kesar.example', 'Kesar@2026', '/employees')
      await page.getByRole('heading', { name: 'Employees' }).waitFor()
      await page.getByText(/\d+ employees/).waitFor()
      await page.getByRole('link', { name: 'New employee' }).first().click()
      await page.getByRole('heading', { name: 'New employee' }).waitFor()

      const stamp = Date.now().toString().slice(-8)
      const name = `Field Tester ${stamp}`
      await page.getByRole('button', { name: 'Add employee' }).click()
      await page.getByText('Please enter the name').waitFor()
      await page.getByLabel(/^Name/).fill(name)
      await page.getByLabel(/^Phone/).fill(`7${stamp.padStart(9, '1')}`)
      await page.getByLabel(/^Email/).fill(`field.${stamp}@example.com`)
      await page.getByLabel(/^City/).selectOption('hyd')
      const regions = page.getByRole('group', { name: /Regions/ }).getByRole('checkbox')
      await expect.poll(() => regions.count(), { timeout: 10_000 }).toBeGreaterThan(2)
      await regions.nth(0).check()
      await regions.nth(1).check()
      await screenshot(page, 'phone-employee-form')
      await page.getByRole('button', { name: 'Add employee' }).click()
      await page.waitForURL('**/employees')

      await page.getByPlaceholder('Search names, phones and emails').fill(name)
      await page.getByText('1 employee', { exact: true }).waitFor()
      await page.getByRole('link', { name }).first().click()
      await page.getByRole('heading', { name: `Edit ${name}` }).waitFor()
      await expect.poll(() => regions.count(), { timeout: 10_000 }).toBeGreaterThan(2)
      expect(await regions.nth(0).isChecked()).toBe(true)
      await regions.nth(0).uncheck()
      await regions.nth(2).check()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.waitForURL(/\/employees(\?.*)?$/)
      await page.getByText('Employee updated').first().waitFor()

      await page.goto('/employees/regions?city=hyd')
      await page.getByRole('heading', { name: 'Regions' }).waitFor()
      await page.getByRole('button', { name: 'Save for offline' }).click()
      await page.getByText(/Saved for offline just now · [\d.]+ KB/).waitFor({ timeout: 20_000 })
      await waitForSavedCopy(page, '"everyone"', '"regions","delhi"')
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await screenshot(page, 'phone-regions')

      await context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { name: 'Regions' }).waitFor()
      await page.getByRole('navigation', { name: 'Regions of Hyderabad' }).waitFor()
      await page.getByText(/Saved for offline/).waitFor()
      const region = page.getByRole('button', { name: /^Banjara Hills/ })
      await region.click()
      await page.getByRole('heading', { name: 'Banjara Hills' }).waitFor()
      await page.getByText(/Pincodes \d+/).waitFor()
      // On a phone the region's panel is a sheet over the lower half of the page: closed first, as a person would.
      await page.getByRole('region', { name: 'Banjara Hills' }).getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: 'Delhi' }).click()
      await page.getByRole('navigation', { name: 'Regions of Delhi' }).waitFor()
      await page.getByRole('button', { name: /^Saket/ }).click()
      await page.getByRole('heading', { name: 'Saket' }).waitFor()
      await screenshot(page, 'phone-regions-offline')
    } finally {
      await context.close()
    }
  })
})
