import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, signIn } from './browser'
import { axeViolations, sidewaysScroll, smallTargets } from './page-checks'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** How many employees the list finds for `search`. */
const employeeCount = (page: Page, search: string) =>
  page.evaluate(async (search) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}` }
    const answer = (await (await fetch(`/api/market_survey/get_employee?page_size=1&search=${search}`, { headers })).json()) as {
      pagination: { total: number }
    }
    return answer.pagination.total
  }, search)

describe('CSV import of survey employees', () => {
  it('checks a file at 360 px with the form’s messages, imports its good rows, and a second upload adds nothing', async () => {
    // bypassCSP: the app's CSP allows only its own scripts, and axe is injected as one.
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 360, height: 640 },
      bypassCSP: true,
      reducedMotion: 'reduce',
      extraHTTPHeaders: { 'x-forwarded-for': '10.253.0.1' },
    })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    try {
      await signIn(page, 'surveyor@kesar.example', 'Kesar@2026')
      const tag = Date.now().toString(36).toUpperCase().slice(-6)
      const digits = String(Date.now()).slice(-7)
      const csv = [
        'Name,Phone,Email,City,Regions,Active',
        `Import ${tag} One,71${digits}1,one.${tag}@example.com,Hyderabad,Madhapur; Gachibowli,Yes`,
        `Import ${tag} Two,123,two.${tag}@example.com,Delhi,Saket,`,
        `Import ${tag} Three,72${digits}3,three.${tag}@example.com,delhi,Saket,No`,
      ].join('\r\n')
      const file = { name: 'employees.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`, 'utf8') }

      await page.goto('/employees')
      await page.getByRole('link', { name: 'Import', exact: true }).click()
      await page.getByRole('heading', { name: 'Import employees' }).waitFor()
      await page.locator('input[type=file]').setInputFiles(file)
      await page.getByRole('button', { name: 'Check 3 rows' }).click()
      await page.getByText('2 good rows, 1 row with errors.').waitFor()
      expect(await page.locator('.import-error-table tbody tr').allTextContents()).toEqual(['3PhonePlease enter a valid 10-digit mobile number'])
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
      expect(await smallTargets(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Import 2 good rows' }).click()
      await page.getByText('2 employees imported, 1 row skipped.').waitFor()
      expect(await employeeCount(page, `Import ${tag}`)).toBe(2)

      await page.getByRole('button', { name: 'Import another file' }).click()
      await page.locator('input[type=file]').setInputFiles(file)
      await page.getByRole('button', { name: 'Check 3 rows' }).click()
      await page.getByText(/^This file was already imported on .+: nothing was added\.$/).waitFor()
      expect(await employeeCount(page, `Import ${tag}`)).toBe(2)
    } finally {
      await context.close()
    }
  })
})
