import { statSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, launchBrowser, newContext, screenshot, SCREENSHOTS, signIn, signInThroughForm, startSignIn } from './browser'

const OWNER = { email: 'owner@kesar.example', password: 'Kesar@2026' }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function withPage<T>(run: (page: Page) => Promise<T>, viewport: 'phone' | 'desktop' = 'desktop'): Promise<T> {
  const context = await newContext(browser, viewport)
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

describe('accounts end to end', () => {
  it('redirects / to /login without a token', () =>
    withPage(async (page) => {
      await page.goto('/')
      await page.waitForURL('**/login')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign In')
    }))

  it('signs up, reads the SMS code and lands on the dashboard', () =>
    withPage(async (page) => {
      const email = `founder+${Date.now()}@chai-point.example`
      await page.goto('/signup')
      await page.getByText('Please fill the below details to continue.').waitFor()
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.getByText('Please enter first name').waitFor()
      await page.getByText('Please select a city').waitFor()
      await page.getByLabel('Company name').fill('Chai Point Retail')
      await page.getByLabel('Contact person').fill('Meera Iyer')
      await page.getByLabel('Email address').fill(email)
      await page.getByLabel('Phone number').fill('9812345678')
      await page.getByLabel(/^Password/).fill('chai-2026')
      await page.getByLabel('City').selectOption('delhi')
      await page.getByLabel(/^Address/).fill('14 Connaught Place, New Delhi')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL('**/sms-otp-verify')
      await page.getByLabel(/One-time code/).fill(await latestCode(email, 'login'))
      await page.waitForURL('**/dashboard')
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
      await page.goto('/accounts')
      await page.getByRole('heading', { name: 'Chai Point Retail' }).waitFor()
      await page.getByText('14 Connaught Place, New Delhi').waitFor()
    }))

  it(
    'signs the demo owner in with a resent code, shows the account and signs out',
    () =>
      withPage(async (page) => {
        const before = await startSignIn(page, OWNER.email, OWNER.password)
        const first = await latestCode(OWNER.email, 'login', before)
        await page.getByRole('button', { name: 'Resend code' }).click({ timeout: 40_000 })
        const second = await latestCode(OWNER.email, 'login', before + 1)
        await page.getByLabel(/One-time code/).fill(first === second ? '000000' : first)
        await page.getByText(/Invalid OTP/).waitFor()
        await page.getByLabel(/One-time code/).fill(second)
        await page.waitForURL('**/dashboard')
        await page.goto('/accounts')
        await page.getByRole('heading', { name: 'Kesar Lifestyle Pvt Ltd' }).waitFor()
        await page.getByText(OWNER.email).waitFor()
        await page.getByRole('button', { name: 'Sign out', exact: true }).click()
        await page.waitForURL('**/login')
        expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
        await page.goto('/dashboard')
        await page.waitForURL('**/login**')
      }),
    90_000,
  )

  it('shows the login error beside the password field and keeps the button off until the input changes', () =>
    withPage(async (page) => {
      await page.goto('/login')
      await page.getByLabel('Email address').fill(OWNER.email)
      await page.getByLabel(/^Password/).fill('wrong-password')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.getByText('Invalid email or password').waitFor()
      expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true)
      await page.getByLabel(/^Password/).fill('wrong-password2')
      expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true)
    }))

  it('resets a forgotten password and signs in with the new one', () =>
    withPage(async (page) => {
      // An account of its own: a demo user's password changed here would lock the other test files out.
      const email = `reset+${Date.now()}@chai-point.example`
      const signup = await page.request.post('/api/accounts/signup', {
        data: {
          firstName: 'Chai Point Retail',
          lastName: 'Arjun Rao',
          email,
          phone: '9812345670',
          password: 'chai-2026',
          city: 'hyd',
          address: '3 Banjara Hills, Hyderabad',
        },
      })
      expect(signup.status()).toBe(201)
      await page.goto('/forgot-password')
      await page.getByLabel('Email address').fill(email)
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.waitForURL('**/email-otp-verify')
      await page.getByLabel(/One-time code/).fill(await latestCode(email, 'reset'))
      await page.waitForURL('**/reset-password')
      await page.getByLabel(/^New password/).fill('NewSecret#1')
      await page.getByLabel(/^Confirm new password/).fill('NewSecret#2')
      await page.getByRole('button', { name: 'Update password' }).click()
      await page.getByText('Passwords do not match').waitFor()
      await page.getByLabel(/^Confirm new password/).fill('NewSecret#1')
      await page.getByRole('button', { name: 'Update password' }).click()
      await page.waitForURL('**/login')
      await signInThroughForm(page, email, 'NewSecret#1')
      expect(page.url()).toMatch(/\/dashboard$/)
    }))

  it('sends an expired session back to /login with the notice', () =>
    withPage(async (page) => {
      await signIn(page, 'catalogue@kesar.example', OWNER.password, null)
      await page.evaluate(() => localStorage.setItem('authToken', 'expired-or-revoked'))
      // The notice lasts 5 s: watch from the first byte, not from the load event.
      await page.goto('/accounts', { waitUntil: 'commit' })
      await page.locator('.global-banner').getByText('Your session has expired. Please log in again.').waitFor()
      await page.waitForURL('**/login**')
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    }))

  it('shows the server-down notice when the API does not answer', () =>
    withPage(async (page) => {
      await signIn(page, 'marketing@kesar.example', OWNER.password, null)
      await page.route('**/api/**', (route) => route.abort('connectionrefused'))
      await page.goto('/accounts')
      // The notice at the top (the page below may say the same where its data is not on the device).
      await page.locator('.global-banner').getByText('Unable to connect to the server. Please try again later.').waitFor()
      expect(await page.locator('.global-banner img').count()).toBe(1)
    }))

  it('shows 403 for an area outside the role and 404 for an unknown path', () =>
    withPage(async (page) => {
      await signIn(page, 'finance@kesar.example', OWNER.password, '/promo-codes')
      await page.getByText('You do not have access to this page').waitFor()
      expect(await page.getByRole('link', { name: 'Promo codes' }).count()).toBe(0)
      await page.goto('/financials/ledger')
      await page.getByRole('heading', { name: 'Ledger' }).waitFor()
      await page.goto('/no-such-page')
      await page.getByText('This page does not exist').waitFor()
    }))

  it('takes phone and desktop screenshots of each auth screen', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      await withPage(async (page) => {
        await page.goto('/login')
        // The code screens belong to a pending email (and the reset screen to a verified code).
        await page.evaluate(() => {
          localStorage.setItem('resetEmail', 'owner@kesar.example')
          sessionStorage.setItem('resetToken', 'screenshot-only')
        })
        for (const path of ['/login', '/signup', '/forgot-password', '/sms-otp-verify', '/email-otp-verify', '/reset-password']) {
          await page.goto(path)
          await page.getByRole('heading', { level: 1 }).waitFor()
          await screenshot(page, `${viewport}${path.replaceAll('/', '-')}`)
        }
        await page.goto('/login')
        await page.getByRole('button', { name: 'Sign In' }).click()
        await page.getByText('Please enter email address').waitFor()
        await screenshot(page, `${viewport}-login-errors`)
      }, viewport)
    }
    for (const name of ['phone-login', 'desktop-signup', 'phone-sms-otp-verify', 'desktop-reset-password', 'desktop-login-errors'])
      expect(statSync(`${SCREENSHOTS}/${name}.png`).size).toBeGreaterThan(5000)
  })
})
