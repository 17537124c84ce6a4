import { createHmac } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { latestCode, launchBrowser, screenshot } from './browser'
import { axeViolations, sidewaysScroll } from './page-checks'
import { razorpayKeys } from '../server/razorpay-stand-in'

// Issue 31, item 1: a new organisation's wallet is empty, so its first booking is blocked. "Add money" records a payment
// received as a top-up (from the Get started card and from the booking's notice), and, with the server's payment
// gateway (a local stand-in of Razorpay here), pays by link: the signed webhook credits the wallet, a forged one is refused.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const phone = { width: 360, height: 640 }
let people = 0
/** A phone, its own address (sign-ups are limited per address) and the CSP bypassed so axe can be injected. */
const phoneContext = async (): Promise<BrowserContext> => {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.231.${Date.now() % 250}.${(people += 1)}` },
  })
  context.setDefaultTimeout(10_000)
  return context
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup')
  await page.getByLabel('Company name').fill('Chai Kettle Foods')
  await page.getByLabel('Contact person').fill('Meera Iyer')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Phone number').fill('9876501277')
  await page.getByLabel(/^Password/).fill('kettle-2026')
  await page.getByLabel('City').selectOption('hyd')
  await page.getByLabel(/^Address/).fill('12 MG Road, Hyderabad')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/sms-otp-verify')
  await page.getByLabel(/One-time code/).fill(await latestCode(email, 'login'))
  await page.waitForURL('**/dashboard')
}

const signed = (body: string, secret = razorpayKeys.RAZORPAY_WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex')
const paidBody = (linkId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    payload: { payment_link: { entity: { id: linkId, amount, status: 'paid' } }, payment: { entity: { id: paymentId, amount, status: 'captured' } } },
  })
const webhook = (body: string, signature: string) =>
  fetch(`${inject('baseUrl')}/api/payments/razorpay/webhook`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
  })

describe('Add money', () => {
  it('at 360 px: Get started offers it, a UPI payment tops the wallet up, and the booking no longer asks for a top-up', async () => {
    const context = await phoneContext()
    const page = await context.newPage()
    try {
      await page.setViewportSize(phone)
      await signUp(page, `meera+${Date.now()}@kettle.example`)
      const guide = page.getByRole('region', { name: 'Get started' })
      await guide.getByText('Add money to the wallet', { exact: true }).waitFor()
      await guide.getByRole('link', { name: /: add money to the wallet/ }).click()
      await page.waitForURL('**/financials/wallet-transactions?add=money')
      const form = page.getByRole('region', { name: 'Add money' })
      await form.waitFor()
      await form.getByLabel(/^Amount/).fill('5000')
      await form.getByText('rupees five thousand', { exact: false }).waitFor()
      await form.getByLabel(/^Paid by/).selectOption('upi')
      await form.getByLabel(/^Payment reference/).fill('512345678901')
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'phone-add-money')
      await form.getByRole('button', { name: 'Add money' }).click()
      await page.getByText('Money added').first().waitFor()
      await expect.poll(() => form.count()).toBe(0)
      await page.getByText('UPI-512345678901').first().waitFor()

      await page.goto('/booking')
      await page.getByRole('heading', { name: 'Book a ride' }).waitFor()
      await page.getByLabel(/^Car type/).waitFor()
      expect(await page.getByText('The organisation wallet needs a top-up.').count()).toBe(0)

      await page.goto('/financials/ledger')
      // A ledger line on the bank account: the account filter's options say 'Bank' too, hidden in their select.
      await page.getByText('Bank').filter({ visible: true }).first().waitFor()
      await page.getByText('UPI-512345678901').first().waitFor()
    } finally {
      await context.close()
    }
  })

  it('pays by link: the link opens at the gateway, a forged webhook changes nothing, the signed one credits once', async () => {
    const context = await phoneContext()
    const page = await context.newPage()
    try {
      await page.setViewportSize(phone)
      await signUp(page, `meera+${Date.now()}l@kettle.example`)
      await page.goto('/financials/wallet-transactions')
      await page.getByRole('button', { name: 'Add money' }).click()
      const form = page.getByRole('region', { name: 'Add money' })
      await form.getByLabel(/^Amount/).fill('1200')
      await form.getByRole('button', { name: 'Create payment link' }).click()
      const open = form.getByRole('link', { name: 'Open the payment link' })
      await open.waitFor()
      const href = (await open.getAttribute('href')) ?? ''
      expect(href).toMatch(/^https:\/\/rzp\.io\/i\/standin\d+$/)
      expect(await open.getAttribute('target')).toBe('_blank')
      await form.getByText('The wallet is credited when the payment arrives.').waitFor()
      expect(await axeViolations(page)).toEqual([])
      const linkId = `plink_${href.split('/').at(-1)}`

      const paymentId = `pay_E2E${Date.now()}`
      const body = paidBody(linkId, paymentId, 120_000)
      expect((await webhook(body, signed(body, 'forged-secret'))).status).toBe(401)
      await page.reload()
      await page.getByText('No wallet transactions yet').waitFor()

      for (let i = 0; i < 2; i += 1) expect((await webhook(body, signed(body))).status).toBe(200)
      await page.reload()
      // Sent twice, credited once: one posting with the payment's reference.
      await page.getByText(`RAZORPAY-${paymentId}`).first().waitFor()
      await page.goto('/booking')
      await page.getByLabel(/^Car type/).waitFor()
      expect(await page.getByText('The organisation wallet needs a top-up.').count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
