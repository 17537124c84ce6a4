import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, screenshot, signIn } from './browser'
import { axeViolations } from './page-checks'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Made = { id: string; sku: string; updated_at: string }

/** Makes `count` variants `<prefix>-NN` (MRP ₹2,000, price ₹1,000) under the organisation's first template, through the API. */
const makeVariants = (page: Page, prefix: string, count: number) =>
  page.evaluate(
    async ({ prefix, count }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' }
      const templates = (await (await fetch('/api/add_products/product_templates?page_size=1', { headers })).json()) as { data: { id: string }[] }
      const made: Made[] = []
      for (let index = 0; index < count; index += 1) {
        const body = {
          template_id: templates.data[0]?.id,
          sku: `${prefix}-${String(index).padStart(2, '0')}`,
          name: `Grid tee ${index}`,
          mrp_paise: 200_000,
          price_paise: 100_000,
          initial_stock_hyd: 10,
          initial_stock_delhi: 10,
        }
        const res = await fetch('/api/add_products/create_product_variant', { method: 'POST', headers, body: JSON.stringify(body) })
        made.push(((await res.json()) as { data: Made }).data)
      }
      return made
    },
    { prefix, count },
  )

/** Pastes text at the focused cell as a spreadsheet's copy arrives: a paste event carrying text/plain. */
const paste = (page: Page, text: string) =>
  page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)

/** The prices the variants list shows for `search`, by SKU. */
async function listedPrices(page: Page, search: string): Promise<Record<string, string>> {
  await page.goto(`/products/variants?search=${search}&ordering=sku&page_size=50`)
  const rows = page.getByRole('row').filter({ hasText: search })
  await expect.poll(() => rows.count()).toBeGreaterThan(0)
  const prices: Record<string, string> = {}
  for (const row of await rows.all()) {
    const text = (await row.innerText()).replace(/\s+/g, ' ')
    const sku = new RegExp(`${search}-\\d\\d`).exec(text)?.[0]
    const price = /₹[\d,]+(\.\d\d)?/g
    const amounts = text.match(price) ?? []
    // MRP then selling price, as the list's columns are.
    if (sku) prices[sku] = amounts[1] ?? ''
  }
  return prices
}

let contexts = 0
/** A desktop at 1440x900; bypassCSP: the app's CSP allows only its own scripts, and axe is injected as one. */
const desktop = () =>
  browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.7.${(contexts += 1)}` },
  })

const priceCell = (page: Page, row: number) => page.locator(`td[data-cell="${row}:3"]`)

describe('the variants price and stock grid', () => {
  it('re-prices 20 variants with one paste, saves once, and shows the new prices after a reload', async () => {
    const context = await desktop()
    const page = await context.newPage()
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      const prefix = `GRID${Date.now().toString(36).toUpperCase().slice(-6)}`
      expect(await makeVariants(page, prefix, 20)).toHaveLength(20)

      await page.goto(`/products/variants?search=${prefix}&ordering=sku`)
      await page.getByRole('link', { name: 'Price grid' }).click()
      await page.getByRole('heading', { name: 'Price and stock grid' }).waitFor()
      const grid = page.getByRole('grid', { name: 'Product variants: price and stock' })
      await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('21')
      expect(await axeViolations(page)).toEqual([])

      await priceCell(page, 0).click()
      const prices = Array.from({ length: 20 }, (_, index) => `${1101 + index}`)
      await paste(page, `${prices.join('\r\n')}\r\n`)
      await page.getByText('20 changed cells in 20 rows').waitFor()
      await expect.poll(() => priceCell(page, 0).innerText()).toMatch(/^₹1,101/)
      await screenshot(page, 'variants-grid-pasted-1440')
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.getByText('20 variants saved.').first().waitFor()
      await page.getByText('No changes').waitFor()

      await page.reload()
      await expect.poll(() => priceCell(page, 0).innerText()).toMatch(/^₹1,101/)
      const listed = await listedPrices(page, prefix)
      expect(listed).toEqual(
        Object.fromEntries(prices.map((price, index) => [`${prefix}-${String(index).padStart(2, '0')}`, `₹${Number(price).toLocaleString('en-IN')}`])),
      )
    } finally {
      await context.close()
    }
  }, 120_000)

  it("marks a row someone else saved meanwhile, shows their price, and saves mine when I keep it; the others' rows save", async () => {
    const context = await desktop()
    const page = await context.newPage()
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      const prefix = `GRIDC${Date.now().toString(36).toUpperCase().slice(-5)}`
      const [first] = await makeVariants(page, prefix, 2)
      // This one in the dark theme (the first in the light one).
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.goto(`/products/variants/grid?search=${prefix}&ordering=sku`)
      await expect.poll(() => page.getByRole('grid').getAttribute('aria-rowcount')).toBe('3')

      // My edits: both prices, typed (Enter edits, Enter keeps and moves down).
      await priceCell(page, 0).click()
      await page.keyboard.press('Enter')
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('1500')
      await page.keyboard.press('Enter')
      await page.keyboard.type('1600')
      await page.keyboard.press('Enter')
      await page.getByText('2 changed cells in 2 rows').waitFor()

      // Someone else re-prices the first variant meanwhile, from its form.
      const theirs = await page.evaluate(async (variant) => {
        const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' }
        const record = (await (await fetch(`/api/add_products/product_variants_details/${variant.id}`, { headers })).json()) as {
          data: Record<string, unknown>
        }
        const body = { ...record.data, price_paise: 140_000 }
        return (await fetch('/api/add_products/create_product_variant', { method: 'PUT', headers, body: JSON.stringify(body) })).status
      }, first!)
      expect(theirs).toBe(200)

      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.getByText('1 variant saved; 1 was changed by someone else.').first().waitFor()
      const panel = page.getByRole('region', { name: 'Rows not saved' })
      await panel.getByText(`${first!.sku}`).waitFor()
      await panel.getByText('price ₹1,400').waitFor()
      expect(await page.getByText('1 changed cell in 1 row').count()).toBe(1)
      expect(await page.evaluate(() => document.documentElement.dataset.theme ?? document.documentElement.className)).toMatch(/dark/)
      await screenshot(page, 'variants-grid-conflict-dark-1440')
      expect(await axeViolations(page)).toEqual([])

      await panel.getByRole('button', { name: `Keep mine for ${first!.sku}` }).click()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.getByText('1 variant saved.').first().waitFor()
      expect(await listedPrices(page, prefix)).toEqual({ [`${prefix}-00`]: '₹1,500', [`${prefix}-01`]: '₹1,600' })
    } finally {
      await context.close()
    }
  }, 120_000)

  it('checks each cell as it is typed, cancels with Escape, clears with Delete, asks before leaving, and is read only offline', async () => {
    const context = await desktop()
    const page = await context.newPage()
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      const prefix = `GRIDK${Date.now().toString(36).toUpperCase().slice(-5)}`
      await makeVariants(page, prefix, 2)
      await page.goto(`/products/variants/grid?search=${prefix}&ordering=sku`)
      await expect.poll(() => page.getByRole('grid').getAttribute('aria-rowcount')).toBe('3')

      await priceCell(page, 0).click()
      await page.keyboard.type('2500')
      await page.getByText('Selling price: Price cannot be more than MRP').waitFor()
      await page.keyboard.press('Enter')
      await page.getByText('Fix 1 cell marked in red to save.').waitFor()
      expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true)

      // Escape drops the edit in progress; Delete empties the cell (and the stock rule says so).
      await page.keyboard.press('ArrowRight')
      await page.keyboard.type('99')
      await page.keyboard.press('Escape')
      expect(await page.locator('td[data-cell="1:4"]').innerText()).toBe('10')
      await page.keyboard.press('Delete')
      await page.getByText('Stock Hyderabad: Stock must be a number').waitFor()
      await page.getByText('2 changed cells in 2 rows').waitFor()

      await page.getByRole('link', { name: 'Back to the list' }).click()
      const dialog = page.getByRole('dialog', { name: 'Leave the grid?' })
      await dialog.getByRole('button', { name: 'Stay' }).click()
      await page.getByRole('button', { name: 'Discard' }).click()
      await page.getByText('No changes').waitFor()

      await context.setOffline(true)
      await page.getByText('You are offline: the grid is read only until you are back online.').waitFor()
      await priceCell(page, 0).click()
      await page.keyboard.type('1200')
      await page.getByText('No changes').waitFor()
      expect(await page.locator('.grid-editor').count()).toBe(0)
      await context.setOffline(false)
    } finally {
      await context.close()
    }
  }, 120_000)
})
