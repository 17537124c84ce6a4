import type { Browser, Page } from 'playwright-core'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const password = 'chai-2026'

/** The code the app would show 30 s from now: a step after the one just used (each step is taken once), and one step of skew passes. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

async function signOut(page: Page) {
  await page.goto('/accounts')
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL('**/login**')
}

/** Email and password on /login, up to the authenticator's code screen. */
async function startTotpSignIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/authenticator-verify**')
  await page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' }).waitFor()
}

describe('the authenticator app', () => {
  it('is set up on the account page, then signs in with its code and with a backup code, once', async () => {
    const page = await (await newContext(browser, 'phone')).newPage()
    // A person of their own (sign-up through the API), so no other test meets their authenticator.
    const email = `totp+${Date.now()}@chai-point.example`
    const signup = await page.request.post('/api/accounts/signup', {
      data: { firstName: 'Anand', lastName: 'Rao', email, phone: '9812345681', password, city: 'delhi', address: '7 Lodhi Road, New Delhi' },
    })
    expect(signup.status()).toBe(201)
    await signIn(page, email, password)

    // Set up: the QR code and the key to type, a first code, then the ten backup codes once.
    await page.goto('/accounts')
    const section = page.getByRole('region', { name: 'Authenticator app' })
    await section.getByText('Off: you sign in with SMS codes.').waitFor()
    await section.getByRole('button', { name: 'Set up authenticator app' }).click()
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    await section.getByLabel('Code from your authenticator app').fill(await generate({ secret }))
    await section.getByRole('button', { name: 'Turn on' }).click()
    const list = section.getByRole('list', { name: 'Your backup codes' })
    await list.waitFor()
    const backup = await list.locator('code').allTextContents()
    expect(backup).toHaveLength(10)
    await screenshot(page, 'totp-backup-codes')
    await section.getByRole('button', { name: 'I have saved them' }).click()
    await section.getByText('On: you sign in with a code from your authenticator app. Backup codes left: 10.').waitFor()

    // Sign in with the app's code: no SMS code screen.
    await signOut(page)
    await startTotpSignIn(page, email)
    expect(await page.getByRole('button', { name: 'Send a code by SMS instead' }).isVisible()).toBe(true)
    await page.getByLabel('Code from your authenticator app').fill(await nextCode(secret))
    await page.getByRole('button', { name: 'Verify and continue' }).click()
    await page.waitForURL('**/dashboard')

    // Sign in with a backup code; the same code a second time is refused.
    const [code = ''] = backup
    await signOut(page)
    await startTotpSignIn(page, email)
    await page.getByRole('button', { name: 'Use a backup code' }).click()
    await page.getByLabel('Backup code').fill(code)
    await page.getByRole('button', { name: 'Verify and continue' }).click()
    await page.waitForURL('**/dashboard')

    await signOut(page)
    await startTotpSignIn(page, email)
    await page.getByRole('button', { name: 'Use a backup code' }).click()
    await page.getByLabel('Backup code').fill(code)
    await page.getByRole('button', { name: 'Verify and continue' }).click()
    await page.getByText('That code is not right. Try the newest code from your app, or a backup code.').first().waitFor()
    expect(page.url()).toContain('/authenticator-verify')
  })
})
