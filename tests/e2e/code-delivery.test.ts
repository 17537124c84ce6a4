import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, startSignIn } from './browser'

// The code screens say where the code went, masked (docs/accounts.md#delivery).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('where the code went', () => {
  it('shows the masked phone on the SMS code screen and the masked address on the email one, at phone width', async () => {
    const context = await newContext(browser, 'phone')
    try {
      const page = await context.newPage()
      await startSignIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Sent to' }).textContent()).toBe('Sent to +91•••••5602.')
      await page.goto('/forgot-password')
      await page.getByLabel('Email address').fill('catalogue@kesar.example')
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.waitForURL('**/email-otp-verify')
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Sent to' }).textContent()).toBe('Sent to c•••@kesar.example.')
      // Nothing was refused: no alert.
      expect(await page.getByRole('alert').filter({ hasText: 'could not deliver' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
