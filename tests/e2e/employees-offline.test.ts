import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, signIn, waitForSavedCopy } from './browser'

// Issue 31, item 2: after "Save for offline", an employee opened offline from the saved list is drawn from what the
// list holds, not "no saved copy"; a search offline filters the saved rows.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('employees offline after "Save for offline"', () => {
  it('at 360 x 640: opens an employee of the saved list while offline', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 360, height: 640 })
      await signIn(page, 'surveyor@kesar.example', 'Kesar@2026', '/employees/regions?city=hyd')
      await page.getByRole('button', { name: 'Save for offline' }).click()
      await page.getByText(/Saved for offline just now · [\d.]+ KB/).waitFor({ timeout: 20_000 })
      await waitForSavedCopy(page, '"everyone"', '"employees","list"')

      await context.setOffline(true)
      await page.goto('/employees')
      const first = page.locator('.list-card a[href*="/employees/"]').first()
      await first.waitFor()
      const name = (await first.innerText()).trim().split('\n')[0] ?? ''
      await first.click()
      await page.getByRole('heading', { name: `Edit ${name}` }).waitFor()
      await page.getByLabel(/^Name/).waitFor()
      await page.getByText(/no saved copy/i).waitFor({ state: 'detached' })

      // Searching offline filters the saved rows on the device, and says so.
      await page.goBack()
      const surname = name.split(' ').at(-1) ?? name
      await page.getByRole('searchbox').first().fill(surname)
      await page.getByText(/Offline: searching the \d+ rows saved on this device, \d+ match/).waitFor()
      const cards = page.locator('.list-card a[href*="/employees/"]')
      const shown = await cards.allInnerTexts()
      expect(shown.some((card) => card.includes(name))).toBe(true)
      const [, saved = '0', matches = '0'] =
        /searching the (\d+) rows saved on this device, (\d+) match/.exec(await page.locator('.list-note').first().innerText()) ?? []
      expect(Number(matches)).toBe(shown.length)
      expect(Number(matches)).toBeLessThan(Number(saved))
    } finally {
      await context.close()
    }
  }, 120_000)
})
