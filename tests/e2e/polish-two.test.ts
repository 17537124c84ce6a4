import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, launchBrowser, newContext, startSignIn } from './browser'

// Issue 31, the second round of polish, at 360 x 640. Item 4: sign-up's button keeps the spec's "Sign In", with its
// purpose said beside it, and a pasted 6-digit code sends itself.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const phone = { width: 360, height: 640 }

describe('sign-up and code entry (item 4)', () => {
  it('says "Create your organisation" right beside the Sign In button of /signup', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize(phone)
      await page.goto('/signup')
      const button = page.getByRole('button', { name: 'Sign In' })
      const purpose = page.getByText(/^Create your organisation/)
      await purpose.waitFor()
      const [said, tap] = [(await purpose.boundingBox())!, (await button.boundingBox())!]
      // Just above the button, within its width.
      expect(tap.y - (said.y + said.height)).toBeGreaterThanOrEqual(0)
      expect(tap.y - (said.y + said.height)).toBeLessThan(40)
      expect(said.x).toBeGreaterThanOrEqual(tap.x - 1)
    } finally {
      await context.close()
    }
  })

  it('sends a pasted 6-digit code by itself', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize(phone)
      const before = await startSignIn(page, 'owner@kesar.example', 'Kesar@2026')
      const code = await latestCode('owner@kesar.example', 'login', before)
      await page.getByLabel(/One-time code/).focus()
      await page.keyboard.insertText(code)
      await page.waitForURL('**/dashboard')
    } finally {
      await context.close()
    }
  })
})
