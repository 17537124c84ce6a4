import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { variantImport } from '../../src/contract/import'
import { launchBrowser, newContext, screenshot, signIn } from './browser'
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

      await page.getByRole('button', { name: 'Import another file' }).click()
      await page.locator('input[type=file]').setInputFiles(file)
      await page.getByRole('button', { name: 'Check 2,000 rows' }).click()
      await page.getByText(/^This file was already imported on .+: nothing was added\.$/).waitFor()
      expect(await variantCount(page, prefix)).toBe(1993)
    } finally {
      await context.close()
    }
  })

  it('fits a 360 px phone: no sideways scroll, 44 px targets, no axe violations', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 360, height: 640 })
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026')
      await page.goto('/products/variants/import')
      await page.getByRole('heading', { name: 'Import product variants' }).waitFor()
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
      expect(await smallTargets(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
