import type { Browser, Page } from 'playwright-core'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, latestInviteLink, launchBrowser, newContext, screenshot, signIn } from './browser'

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
  }, 150_000) // several sign-ins, on two shared cores

  it('a role that requires it sends its person, after the SMS code, to set it up before any screen', async () => {
    const page = await (await newContext(browser, 'phone')).newPage()
    // An organisation of its own, whose owner (through the API) makes a role that requires the app and invites to it.
    const stamp = Date.now()
    const owner = `totp-owner+${stamp}@chai-point.example`
    const email = `totp-cashier+${stamp}@chai-point.example`
    const signup = await page.request.post('/api/accounts/signup', {
      data: { firstName: 'Meera', lastName: 'Iyer', email: owner, phone: '9812345682', password, city: 'delhi', address: '7 Lodhi Road, New Delhi' },
    })
    expect(signup.status()).toBe(201)
    await page.request.post('/api/accounts/login', { data: { email: owner, password } })
    const verified = await page.request.post('/api/accounts/verify-otp', { data: { email: owner, otp: await latestCode(owner, 'login') } })
    const headers = { Authorization: `Bearer ${((await verified.json()) as { token: string }).token}` }
    const role = await page.request.post('/api/accounts/roles', {
      headers,
      data: { name: 'Cashier', grants: { '/subscribers': 'view' }, require_totp: true },
    })
    expect(role.status()).toBe(201)
    const key = ((await role.json()) as { data: { key: string } }).data.key
    expect((await page.request.post('/api/team/invites', { headers, data: { email, phone: '9812345683', role: key } })).status()).toBe(201)

    // The invitee joins with the SMS code and lands on the setup, and no other screen opens until it is done.
    await page.goto(new URL(await latestInviteLink(email)).pathname)
    await page.getByLabel(/^First name/).fill('Kavya')
    await page.getByLabel(/^Last name/).fill('Nair')
    await page.getByLabel(/^Phone number/).fill('9812345683')
    await page.getByLabel(/^Password/).fill(password)
    await page.getByRole('button', { name: 'Join and send code' }).click()
    await page.waitForURL('**/sms-otp-verify')
    await page.getByLabel(/One-time code/).fill(await latestCode(email, 'login'))
    await page.waitForURL('**/setup-authenticator**')
    await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor()
    await page.goto('/subscribers')
    await page.waitForURL('**/setup-authenticator**')

    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    // The screens' refused reads put up no error toasts over it: the screen says why.
    expect(await page.getByText('Set it up on this screen to continue.', { exact: false }).count()).toBe(0)
    await screenshot(page, 'totp-required-setup')
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
    await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }))
    await page.getByRole('button', { name: 'Turn on' }).click()
    await page.getByRole('list', { name: 'Your backup codes' }).waitFor()
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await page.waitForURL('**/dashboard')
    await page.goto('/subscribers')
    await page.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor()
    expect(page.url()).toContain('/subscribers')

    // From now on the sign-in asks for the app's code, with no SMS instead.
    await signOut(page)
    await startTotpSignIn(page, email)
    expect(await page.getByRole('button', { name: 'Use a backup code' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Send a code by SMS instead' }).count()).toBe(0)
  }, 150_000) // several sign-ins, on two shared cores
})
