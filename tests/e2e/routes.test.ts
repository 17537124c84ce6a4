import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, signIn } from './browser'

/** Every protected route of docs/app.md#routes, with a heading the owner should see there (an unknown id opens an error state). */
const routes: Array<[string, string]> = [
  ['/accounts', 'Account'],
  ['/activity', 'Activity'],
  ['/team', 'Team'],
  ['/team/invite', 'Invite a member'],
  ['/brands-list', 'Brands'],
  ['/bookings-all', 'Bookings'],
  ['/complaints', 'Complaints'],
  ['/complaints/view/42', 'Could not open this complaint'],
  ['/dashboard', 'Dashboard'],
  ['/inventory', 'Inventory'],
  ['/inventory/import', 'Import stock counts'],
  ['/financials/ledger', 'Ledger'],
  ['/financials/wallet-transactions', 'Wallet'],
  ['/booking', 'Book a ride'],
  ['/booking/car-types', 'Car types'],
  ['/employees', 'Employees'],
  ['/employees/add', 'New employee'],
  ['/employees/update/7', 'Could not open this employee'],
  ['/employees/import', 'Import employees'],
  ['/employees/import-regions', 'Import regions'],
  ['/manage-logistics', 'Logistics'],
  ['/subscribers', 'Subscribers'],
  ['/ads', 'Ads'],
  ['/ads/create', 'New ad'],
  ['/campaigns', 'Campaigns'],
  ['/campaigns/add', 'New campaign'],
  ['/feeds', 'Feeds'],
  ['/feeds/add', 'New post'],
  ['/promo-codes', 'Promo codes'],
  ['/promo-codes/add', 'New promo code'],
  ['/promo-codes/update/1', 'Could not open this promo code'],
  ['/promo-codes/import', 'Import promo codes'],
  ['/products/templates', 'Product template'],
  ['/products/templates/add', 'Product template'],
  ['/products/templates/update/1', 'Product template'],
  ['/products/variants', 'Product variant'],
  ['/products/variants/add', 'Product variant'],
  ['/products/variants/update/1', 'Product variant'],
  ['/products/variants/import', 'Import product variants'],
  ['/products/variants/grid', 'Price and stock grid'],
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('routes', () => {
  it('guards every protected route behind the token', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/promo-codes/update/1')
    await page.waitForURL('**/login?redirect=**')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/promo-codes/update/1')
    await context.close()
  })

  it('opens every protected route for the owner', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await signIn(page, 'owner@kesar.example', 'Kesar@2026')
    for (const [path, heading] of routes) {
      await page.goto(path)
      await page.getByRole('heading', { name: heading }).first().waitFor()
      expect(await page.getByText('You do not have access to this page').count(), path).toBe(0)
    }
    await context.close()
  }, 120_000)
})
