import type { Browser } from 'playwright-core'
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

describe('saved views', () => {
  it('a complaints view the owner shares with the organisation opens for support, filters and sort included', async () => {
    const name = `High and open ${Date.now().toString(36)}`
    const owner = await newContext(browser)
    try {
      const page = await owner.newPage()
      await signIn(page, 'owner@kesar.example', 'Kesar@2026', '/complaints?status=unresolved&priority=high&ordering=priority')
      await page.getByText(/[\d,]+ complaints?$/).waitFor()
      await page.getByRole('button', { name: 'Views' }).click()
      const panel = page.getByRole('region', { name: 'Saved views' })
      await panel.getByLabel('Save this view as').fill(name)
      await panel.getByLabel('Share with the organisation').check()
      await panel.getByRole('button', { name: 'Save view' }).click()
      await page.getByText(`View "${name}" saved`).first().waitFor()
      // The view in force names the button.
      await page.getByRole('button', { name }).waitFor()

      // A default view: the list opens with it when its URL is empty; deleting it gives the plain list back.
      const mine = `Mine by default ${Date.now().toString(36)}`
      await page.goto('/complaints?status=closed')
      await page.getByText(/[\d,]+ complaints?$/).waitFor()
      await page.getByRole('button', { name: /^Views/ }).click()
      await panel.getByLabel('Save this view as').fill(mine)
      await panel.getByLabel('Open this list with it').check()
      await panel.getByRole('button', { name: 'Save view' }).click()
      await page.getByText(`View "${mine}" saved`).first().waitFor()
      await page.goto('/dashboard')
      await page.goto('/complaints')
      await page.waitForURL(/\/complaints\?status=closed$/)
      await page.getByRole('button', { name: mine }).click()
      await panel.getByRole('button', { name: `Delete view ${mine}` }).click()
      await expect.poll(() => panel.getByRole('button', { name: new RegExp(`^${mine}`) }).count()).toBe(0)
    } finally {
      await owner.close()
    }

    const support = await newContext(browser, 'phone')
    try {
      const page = await support.newPage()
      await page.setViewportSize({ width: 360, height: 640 })
      await signIn(page, 'support@kesar.example', 'Kesar@2026', '/complaints')
      await page.getByText(/[\d,]+ complaints?$/).waitFor()
      await page.getByRole('button', { name: /^Views/ }).click()
      const panel = page.getByRole('region', { name: 'Saved views' })
      const view = panel.getByRole('button', { name: new RegExp(`^${name}`) })
      await view.waitFor()
      expect(await view.textContent()).toContain('Shared by Aarav Mehta')
      // Support did not save it, so cannot delete it.
      expect(await panel.getByRole('button', { name: `Delete view ${name}` }).count()).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      const box = await panel.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
      mkdirSync(SCREENSHOTS, { recursive: true })
      await page.screenshot({ path: `${SCREENSHOTS}/phone-saved-views-360.png` })
      await view.click()
      await page.waitForURL(/\/complaints\?/)
      const search = new URL(page.url()).searchParams
      expect(Object.fromEntries(search)).toEqual({ status: 'unresolved', priority: 'high', ordering: 'priority' })
      await page.getByRole('button', { name }).waitFor()
    } finally {
      await support.close()
    }
  })
})
