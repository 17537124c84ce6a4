import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, signIn } from './browser'
import { axeViolations, sidewaysScroll, smallTargets } from './page-checks'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('API keys', () => {
  it('the owner makes a key on a phone, sees its secret once, finds it listed and revokes it', async () => {
    const name = `Warehouse ${Date.now().toString(36)}`
    // A phone 360 px wide, its own address, and the CSP bypassed so axe can be injected.
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
      extraHTTPHeaders: { 'x-forwarded-for': `10.233.${Date.now() % 250}.7` },
    })
    context.setDefaultTimeout(10_000)
    try {
      const page = await context.newPage()
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      await page.goto('/api-keys')
      await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor()
      await page.getByRole('link', { name: 'New API key' }).first().waitFor()
      await page.goto('/api-keys/new')
      await page.getByLabel(/^Name/).fill(name)
      await page.getByLabel(/^Role/).selectOption('marketing')
      expect(await axeViolations(page)).toEqual([])
      expect(await sidewaysScroll(page)).toBe(0)
      await page.getByRole('button', { name: 'Create key' }).click()
      const secret = page.getByTestId('api-key-secret')
      await expect.poll(async () => (await secret.textContent()) ?? '').toMatch(/^bok_[A-Za-z0-9_-]{43}$/)
      expect(await axeViolations(page)).toEqual([])
      const shown = (await secret.textContent()) ?? ''
      await page.getByRole('link', { name: 'Done' }).click()
      await page.waitForURL('**/api-keys')
      await page.getByText(name).first().waitFor()
      expect(await sidewaysScroll(page)).toBe(0)
      expect(await smallTargets(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      // The secret is not on the list: only its first characters.
      expect(await page.content()).not.toContain(shown)
      await page.getByRole('button', { name: `Revoke ${name}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
      await page.getByText('API key revoked').first().waitFor()
    } finally {
      await context.close()
    }
  })
})
