import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, launchBrowser, newContext, screenshot, startSignIn } from './browser'

const OWNER = { email: 'owner@kesar.example', password: 'Kesar@2026' }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function withPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser, 'phone')
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

const codeField = (page: Page) => page.getByLabel(/One-time code/)
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

describe('code entry on a phone', () => {
  it('focuses the code field on arrival and keeps a code typed at once', () =>
    withPage(async (page) => {
      const before = await startSignIn(page, OWNER.email, OWNER.password)
      const code = await latestCode(OWNER.email, 'login', before)
      expect(await codeField(page).getAttribute('autocomplete')).toBe('one-time-code')
      expect(await codeField(page).getAttribute('inputmode')).toBe('numeric')
      // Typed straight away, into whatever has the focus: no tap on the field first. Five digits wait for the sixth.
      await page.keyboard.type(code.slice(0, 5))
      expect(await focusedId(page)).toBe(await codeField(page).getAttribute('id'))
      // Whatever settles after arrival (late chunks, permissions, renders) must not wipe it.
      await page.waitForLoadState('networkidle')
      expect(await codeField(page).inputValue()).toBe(code.slice(0, 5))
      expect(page.url()).toContain('/sms-otp-verify')
      // The sixth digit sends it (issue 31, item 4): no tap on Verify.
      await page.keyboard.type(code.slice(5))
      await page.waitForURL('**/dashboard')
    }))

  it('keeps a code filled (as SMS autofill does) in the first moments after a reload', () =>
    withPage(async (page) => {
      await page.goto('/login')
      await page.evaluate(() => localStorage.setItem('resetEmail', 'owner@kesar.example'))
      await page.goto('/sms-otp-verify', { waitUntil: 'commit' })
      await codeField(page).fill('482913')
      await page.waitForLoadState('networkidle')
      expect(await codeField(page).inputValue()).toBe('482913')
    }))

  it('sends the first Tab on /login to the email field, not the theme toggle', () =>
    withPage(async (page) => {
      await page.goto('/login')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.keyboard.press('Tab')
      expect(await focusedId(page)).toBe(await page.getByLabel('Email address').getAttribute('id'))
    }))

  it('gives the auth links a 44 px touch target on a phone', () =>
    withPage(async (page) => {
      await page.goto('/login')
      const box = await page.getByRole('link', { name: 'Forgot password?' }).boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      const create = await page.getByRole('link', { name: 'Create an account' }).boundingBox()
      expect(create?.height ?? 0).toBeGreaterThanOrEqual(44)
    }))

  it('keeps a pasted 60-character company name and says it is too long instead of cutting it', () =>
    withPage(async (page) => {
      const pasted = 'Kesar Lifestyle and Handloom Cooperative Private Limited Co.'
      await page.goto('/signup')
      const company = page.getByLabel('Company name')
      await company.focus()
      await page.keyboard.insertText(pasted)
      expect(await company.inputValue()).toBe(pasted)
      await page.getByText('60/50').waitFor()
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.getByText('First name must be at most 50 characters').waitFor()
      expect(await company.inputValue()).toBe(pasted)
      await screenshot(page, 'phone-signup-too-long')
    }))
})
