import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { lockHolder } from '../../server/ops/lock'
import { launchBrowser, newContext, screenshot, signIn, waitForSavedCopy } from './browser'

/** Until the ads service answers through the main API (401 with no session): the main API starts it once it runs. */
async function adsAnswering(): Promise<void> {
  await vi.waitFor(
    async () => {
      const response = await fetch(`${inject('baseUrl')}/ads-service/campaigns-list`).catch(() => null)
      if (response?.status !== 401) throw new Error('The ads service did not answer through the main API within 90 s')
    },
    { timeout: 90_000, interval: 100 },
  )
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  await adsAnswering()
})
afterAll(async () => {
  await browser?.close()
})

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

describe('ads and campaigns end to end', () => {
  it('creates a campaign and an ad in it, and opens the campaign with its plots', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026', '/campaigns')
      await page.getByRole('heading', { name: 'Campaigns' }).waitFor()
      await page.getByText(/\d+ campaigns/).waitFor()
      await screenshot(page, 'desktop-campaigns')
      await page.getByRole('link', { name: 'New campaign' }).first().click()
      await page.getByRole('heading', { name: 'New campaign' }).waitFor()

      const name = `E2E campaign ${Date.now().toString().slice(-6)}`
      await page.getByRole('button', { name: 'Create campaign' }).click()
      await page.getByText('Please enter a campaign name').waitFor()
      await page.getByLabel(/^Campaign/).fill(name)
      await page.getByLabel(/^Budget/).fill('25000')
      await page.getByLabel(/^Starts/).fill(day(0))
      await page.getByLabel(/^Ends/).fill(day(-3))
      await page.getByRole('button', { name: 'Create campaign' }).click()
      await page.getByText('End date cannot be before the start date').waitFor()
      await page.getByLabel(/^Ends/).fill(day(20))
      await page.getByLabel(/^Status/).selectOption('live')
      await screenshot(page, 'desktop-campaign-form')
      await page.getByRole('button', { name: 'Create campaign' }).click()
      await page.waitForURL('**/campaigns')
      await page.getByText('Campaign created').first().waitFor()

      await page.getByPlaceholder('Search campaigns').fill(name)
      const row = page.getByRole('row').filter({ hasText: name })
      await row.waitFor()
      expect(await row.textContent()).toContain('₹25,000')

      await page.goto('/ads/create')
      await page.getByRole('heading', { name: 'New ad' }).waitFor()
      await page.getByLabel(/^Ad/).fill('E2E reel')
      const campaign = page.getByLabel(/^Campaign/)
      await expect.poll(() => campaign.locator('option', { hasText: name }).count(), { timeout: 10_000 }).toBe(1)
      await campaign.selectOption({ label: name })
      await page.getByLabel(/^Placement/).selectOption('video')
      await page.getByRole('button', { name: 'Create ad' }).click()
      await page.waitForURL('**/ads')
      await page.getByText('Ad created').first().waitFor()
      await page.getByPlaceholder('Search ads and campaigns').fill(name)
      const adRow = page.getByRole('row').filter({ hasText: 'E2E reel' })
      await adRow.waitFor()
      expect(await adRow.textContent()).toContain('Video')

      // The new campaign's History (kept by the ads service): its create, naming the person who made it.
      await page.goto('/campaigns')
      await page.getByPlaceholder('Search campaigns').fill(name)
      await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click()
      const history = page.getByRole('region', { name: 'History' })
      const created = history.locator('.history-item[data-action="created"]')
      await created.waitFor()
      expect(await created.textContent()).toContain(`(marketing) created ${name}`)
      expect(await history.locator('.history-item').count()).toBe(1)

      // A seeded campaign, with 90 days of figures.
      await page.goto('/campaigns?ordering=-spent_paise')
      await page.getByRole('row').nth(1).getByRole('link').click()
      await page.getByRole('heading', { name: 'Clicks' }).waitFor()
      await page.getByText('90 days').first().waitFor()
      expect(await page.locator('.chart').count()).toBe(3)
      await screenshot(page, 'desktop-campaign-view')
    } finally {
      await context.close()
    }
  })

  it('phone cards for ads, the campaign view and the ad form', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026', '/ads')
      await page.getByText(/\d+ ads/).waitFor()
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
      expect(await fits()).toBe(true)
      await screenshot(page, 'phone-ads')
      await page.goto('/campaigns')
      await page.getByText(/\d+ campaigns/).waitFor()
      await page.locator('a[href*="/campaigns/view/"]').first().click()
      await page.getByRole('heading', { name: 'Clicks' }).waitFor()
      expect(await fits()).toBe(true)
      await screenshot(page, 'phone-campaign-view')
      await page.goto('/ads/create')
      await page.getByRole('heading', { name: 'New ad' }).waitFor()
      expect(await fits()).toBe(true)
      await screenshot(page, 'phone-ad-form')
    } finally {
      await context.close()
    }
  })

  // The main API starts the ads service again 20 s after it stopped; the checks run within that window.
  it('with the ads service stopped, the ads list says ads are unavailable and shows the last saved copy; the rest works', { timeout: 150_000 }, async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026', '/ads')
      await page.getByText(/\d+ ads/).waitFor()
      const firstAd = (await page.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? ''
      await waitForSavedCopy(page, firstAd)
      await page.goto('/dashboard')
      const adsPanel = page.getByRole('region', { name: 'Ads' })
      await adsPanel.getByText('Live campaigns').waitFor()
      await adsPanel.getByText(/clicks in the last 30 days/).waitFor()
      await page.goto('/ads')
      await page.getByText(/\d+ ads/).waitFor()

      // The ads service is the main server's child process; it holds its data folder beside the main one.
      const adsPid = lockHolder(join(dirname(inject('outbox')), 'pglite-ads'))
      expect(adsPid).toBeTypeOf('number')
      process.kill(adsPid as number, 'SIGTERM')
      await expect.poll(() => lockHolder(join(dirname(inject('outbox')), 'pglite-ads')), { timeout: 15_000 }).toBeUndefined()

      await page.reload()
      await page.getByText('Ads are unavailable right now. Showing the last saved copy').waitFor({ timeout: 20_000 })
      await page.getByRole('row').filter({ hasText: firstAd }).first().waitFor()
      expect(await page.getByText('Unable to connect to the server').count()).toBe(0)
      await screenshot(page, 'desktop-ads-unavailable')

      // Never loaded here: the error state says the same.
      await page.goto('/campaigns?status=paused&ordering=name')
      await page.getByText('Ads are unavailable right now.').first().waitFor({ timeout: 20_000 })

      await page.goto('/promo-codes')
      await page.getByText(/\d+ promo codes/).waitFor()
      expect(await page.getByText('Unable to connect to the server').count()).toBe(0)

      // The dashboard: only its ads panel says so; the other figures are there.
      await page.goto('/dashboard')
      await page.getByRole('region', { name: 'Ads' }).getByText('Ads are unavailable right now.').waitFor({ timeout: 20_000 })
      await page.getByText('Active promo codes').waitFor()
      expect(await page.getByText('Unable to connect to the server').count()).toBe(0)
    } finally {
      await context.close()
    }
    // Back for the rest of the run.
    await adsAnswering()
  })
})
