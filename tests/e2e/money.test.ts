import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn, waitForSavedCopy } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const day = (daysAgo: number) => new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)
const totalsText = (page: Page) => page.getByRole('definition').allTextContents()

describe('financials end to end', () => {
  it('filters the wallet by a date range and reads the totals', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'finance@kesar.example', 'Kesar@2026', '/financials/wallet-transactions')
      await page.getByRole('heading', { name: 'Wallet transactions' }).waitFor()
      await page.getByText(/[\d,]+ transactions/).waitFor()
      const before = await totalsText(page)
      await page.getByLabel('Date from').fill(day(30))
      await page.waitForURL(/from=/)
      await page.getByLabel('Date to').fill(day(20))
      await page.waitForURL(/to=/)
      const answer = await page.waitForResponse((response) => response.url().includes('/api/financials/wallet-payments?') && response.url().includes('to='))
      const body = (await answer.json()) as { totals: { credits_paise: number; debits_paise: number } }
      await expect.poll(() => totalsText(page)).not.toEqual(before)
      const [credits = '', debits = '', net = ''] = await totalsText(page)
      const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)
      expect(credits).toContain(rupees(body.totals.credits_paise))
      expect(credits).toContain('Cr')
      expect(debits).toContain(rupees(body.totals.debits_paise))
      expect(debits).toContain('Dr')
      expect(net).toMatch(/₹[\d,]+\.\d\d/)
      await screenshot(page, 'desktop-wallet-transactions')
    } finally {
      await context.close()
    }
  })

  it('records an adjustment, sees it in both lists, and reopens both lists offline', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'finance@kesar.example', 'Kesar@2026', '/financials/wallet-transactions')
      await page.getByRole('button', { name: 'Record adjustment' }).click()
      await page.getByRole('button', { name: 'Review' }).click()
      await page.getByText('Please choose a wallet').waitFor()
      const wallet = page.getByLabel('Wallet', { exact: true })
      await expect.poll(() => wallet.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1)
      await wallet.selectOption({ index: 1 })
      await page.getByLabel('Amount (₹)', { exact: true }).fill('1234.5')
      await page.getByLabel('Reason', { exact: true }).fill('E2E goodwill credit')
      await page.getByRole('button', { name: 'Review' }).click()
      await page.getByText('Rupees one thousand two hundred thirty-four and fifty paise only').waitFor()
      await screenshot(page, 'desktop-adjustment-confirm')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.getByText('Adjustment recorded').first().waitFor()

      await page.getByPlaceholder('Search by reference').fill('ADJ-')
      const row = page.getByRole('row').filter({ hasText: '1,234.50' }).first()
      await row.waitFor()
      const reference = (await row.locator('.code-link').textContent()) ?? ''
      expect(reference).toMatch(/^ADJ-/)
      // A full page load drops the app's pending save (written at most once a second, and a write started while a
      // page unloads never lands): the wallet list must be in the saved copy before leaving.
      await waitForSavedCopy(page, '"wallet-tx"')

      await page.goto('/financials/ledger?ordering=-posted_at')
      await page.getByRole('heading', { name: 'Ledger' }).waitFor()
      const lines = page.getByRole('row').filter({ hasText: reference })
      await expect.poll(() => lines.count(), { timeout: 10_000 }).toBe(2)
      await page.getByText('Total (balanced)').waitFor()
      await screenshot(page, 'desktop-ledger')
      await waitForSavedCopy(page, '"wallet-tx"', '"ledger"')

      await context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { name: 'Ledger' }).waitFor()
      await expect.poll(() => page.getByRole('row').filter({ hasText: reference }).count(), { timeout: 10_000 }).toBe(2)
      await page.getByRole('link', { name: 'Wallet', exact: true }).first().click()
      await page.getByRole('heading', { name: 'Wallet transactions' }).waitFor()
      await page.getByRole('row').first().waitFor()
      await page
        .getByText(/Offline · showing data saved/)
        .first()
        .waitFor()
      await screenshot(page, 'desktop-wallet-offline')
    } finally {
      await context.close()
    }
  })

  it('reads on a phone as cards', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'finance@kesar.example', 'Kesar@2026', '/financials/wallet-transactions')
      await page.getByText(/[\d,]+ transactions/).waitFor()
      await screenshot(page, 'phone-wallet-transactions')
      await page.goto('/financials/ledger')
      await page.getByText(/[\d,]+ lines/).waitFor()
      await screenshot(page, 'phone-ledger')
    } finally {
      await context.close()
    }
  })
})
