import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { variantImport } from '../../src/contract/import'
import { downloadedText, launchBrowser, newContext, screenshot, signIn } from './browser'
import { axeViolations, sidewaysScroll, smallTargets } from './page-checks'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Template = { name: string; brand_name: string }

/** A template of the organisation, by its name and its brand's, as a spreadsheet would name them. */
const firstTemplate = (page: Page) =>
  page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}` }
    const answer = (await (await fetch('/api/add_products/product_templates?page_size=1', { headers })).json()) as { data: Template[] }
    return answer.data[0]!
  })

/** How many variants the list finds for `search`. */
const variantCount = (page: Page, search: string) =>
  page.evaluate(async (search) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}` }
    const answer = (await (await fetch(`/api/add_products/product_variants?page_size=1&search=${search}`, { headers })).json()) as {
      pagination: { total: number }
    }
    return answer.pagination.total
  }, search)

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** 2,000 rows under the template's headers; 7 of them each break one rule of the variant form. */
function variantsCsv(prefix: string, template: Template) {
  const faults: Record<number, Record<string, string>> = {
    10: { mrp: '' },
    200: { price: '2000' },
    500: { name: '=1+1' },
    900: { sku: 'a' },
    1300: { brand: 'No such brand' },
    1700: { barcode: '12ab' },
    1990: { initial_stock_hyd: '-5' },
  }
  const lines = [variantImport.columns.map((column) => cell(column.label)).join(',')]
  for (let index = 0; index < 2000; index += 1) {
    const row: Record<string, string> = {
      sku: `${prefix}-${index}`,
      name: `Imported tee ${index}`,
      brand: template.brand_name,
      template: template.name,
      size: 'M',
      colour: 'Black',
      mrp: '1,299',
      price: '999.50',
      barcode: '',
      status: 'active',
      initial_stock_hyd: '4',
      initial_stock_delhi: '2',
      ...faults[index],
    }
    lines.push(variantImport.columns.map((column) => cell(row[column.field] ?? '')).join(','))
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')
}

describe('CSV import of product variants', () => {
  it('imports a 2,000-row file with 7 bad rows: lists the 7 errors, imports the rest, and a second upload adds nothing', async () => {
    const context = await newContext(browser, 'desktop')
    const page = await context.newPage()
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      const prefix = `IMP${Date.now().toString(36).toUpperCase().slice(-6)}`
      const file = { name: 'variants.csv', mimeType: 'text/csv', buffer: variantsCsv(prefix, await firstTemplate(page)) }

      await page.goto('/products/variants')
      await page.getByRole('link', { name: 'Import', exact: true }).click()
      await page.getByRole('heading', { name: 'Import product variants' }).waitFor()
      await page
        .getByRole('link', { name: 'Download template' })
        .or(page.getByRole('button', { name: 'Download template' }))
        .waitFor()

      await page.locator('input[type=file]').setInputFiles(file)
      await page.getByText('variants.csv: 2,000 rows, 12 columns.').waitFor()
      await page.getByRole('button', { name: 'Check 2,000 rows' }).click()
      await page.getByText('1,993 good rows, 7 rows with errors.').waitFor()
      const errors = await page.locator('.import-error-table tbody tr').allTextContents()
      expect(errors).toEqual([
        '12MRP (INR)Please enter the MRP',
        '202Selling price (INR)Price cannot be more than MRP',
        '502Variant nameLine 502, column Variant name: formulas are not allowed',
        '902SKUSKU must be 2 to 40 letters, digits or hyphens',
        '1302BrandNo brand "No such brand" in your organisation.',
        '1702BarcodeBarcode must be 8 to 14 digits',
        '1992Opening stock, HyderabadStock cannot be negative',
      ])
      await screenshot(page, 'import-dry-run')
      expect(await variantCount(page, prefix)).toBe(0)

      await page.getByRole('button', { name: 'Import 1,993 good rows' }).click()
      await page.getByText('1,993 product variants imported, 7 rows skipped.').waitFor({ timeout: 60_000 })
      expect(await variantCount(page, prefix)).toBe(1993)
      // The import ran as a job; its result keeps the skipped rows, and downloads them with their reasons.
      expect(await page.locator('.import-error-table tbody tr').allTextContents()).toEqual(errors)
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download skipped rows (CSV)' }).click()])
      expect(download.suggestedFilename()).toMatch(/^product_variants-skipped-\d{4}-\d{2}-\d{2}\.csv$/)
      const skipped = (await downloadedText(download)).trimEnd().split('\r\n')
      expect(skipped).toHaveLength(8)
      expect(skipped[0]).toMatch(/^SKU,.*,Reason$/)
      expect(skipped[1]).toMatch(/,Please enter the MRP$/)

      await page.getByRole('button', { name: 'Import another file' }).click()
      await page.locator('input[type=file]').setInputFiles(file)
      await page.getByRole('button', { name: 'Check 2,000 rows' }).click()
      await page.getByText(/^This file was already imported on .+: nothing was added\.$/).waitFor()
      expect(await variantCount(page, prefix)).toBe(1993)
    } finally {
      await context.close()
    }
  })

  it("fits a 360 px phone in both themes, with the columns and the errors shown (and the other importers' screens): no sideways scroll, 44 px targets, no axe violations", async () => {
    // bypassCSP: the app's CSP allows only its own scripts, and axe is injected as one.
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
      reducedMotion: 'reduce',
      extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.1' },
    })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      const csv = variantsCsv(`PHN${Date.now().toString(36).toUpperCase().slice(-6)}`, await firstTemplate(page))
      const small = `${csv.toString('utf8').split('\r\n').slice(0, 20).join('\r\n')}\r\n`
      for (const [path, title] of [
        ['/promo-codes/import', 'Import promo codes'],
        ['/inventory/import', 'Import stock counts'],
      ]) {
        await page.goto(path!)
        await page.getByRole('heading', { name: title }).waitFor()
        expect(await sidewaysScroll(page), `${path}: sideways scroll`).toBeLessThanOrEqual(0)
        expect(await smallTargets(page), `${path}: targets under 44 px`).toEqual([])
        expect(await axeViolations(page), `${path}: axe`).toEqual([])
      }
      for (const theme of ['light', 'dark'] as const) {
        await page.goto('/products/variants/import')
        await page.evaluate((value) => localStorage.setItem('theme', value), theme)
        await page.reload()
        await page.getByRole('heading', { name: 'Import product variants' }).waitFor()
        await page.locator('input[type=file]').setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(small, 'utf8') })
        await page.getByRole('button', { name: 'Check 19 rows' }).click()
        await page.getByText('18 good rows, 1 row with errors.').waitFor()
        await screenshot(page, `import-360-${theme}`)
        expect(await sidewaysScroll(page), `${theme}: sideways scroll`).toBeLessThanOrEqual(0)
        expect(await smallTargets(page), `${theme}: targets under 44 px`).toEqual([])
        expect(await axeViolations(page), `${theme}: axe`).toEqual([])
      }
    } finally {
      await context.close()
    }
  })
})
