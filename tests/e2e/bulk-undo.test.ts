import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, signIn } from './browser'

// Issue 31, item 9: a bulk status change offers Undo as a one-tap change does; the Undo puts back the rows it changed,
// and a row someone changed meanwhile is reported, not overwritten.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const day = 86_400_000

/** Makes active promo codes `<prefix>0..n-1` through the API; answers their ids. */
const createCodes = (page: Page, prefix: string, count: number) =>
  page.evaluate(
    async ({ prefix, count, day }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' }
      const brands = (await (await fetch('/api/promocode/get_erp_brands?options=1', { headers })).json()) as { data: { value: string }[] }
      const ids: string[] = []
      for (let index = 0; index < count; index += 1) {
        const body = {
          code: `${prefix}${index}`,
          description: 'Bulk undo e2e',
          discount_type: 'percent',
          discount_value: 10,
          min_order_paise: 0,
          starts_at: new Date(Date.now() - day).toISOString(),
          ends_at: new Date(Date.now() + 30 * day).toISOString(),
          brand_id: brands.data[0]?.value,
        }
        const res = await fetch('/api/promocode/create', { method: 'POST', headers, body: JSON.stringify(body) })
        ids.push(((await res.json()) as { data: { promo_code_id: string } }).data.promo_code_id)
      }
      return ids
    },
    { prefix, count, day },
  )

/** Someone else's change: the code's status set through its own switch's call. */
const setStatus = (page: Page, id: string, active: boolean) =>
  page.evaluate(
    async ({ id, active }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' }
      return (await fetch(`/api/promocode/toggle_status/${id}`, { method: 'PUT', headers, body: JSON.stringify({ is_active: active }) })).status
    },
    { id, active },
  )

describe('Undo of a bulk status change', () => {
  it('deactivates three codes, and Undo activates the two nobody touched meanwhile and reports the third', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 360, height: 640 })
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026')
      const prefix = `UNDO${Date.now().toString(36).toUpperCase().slice(-6)}`
      const ids = await createCodes(page, prefix, 3)
      expect(ids).toHaveLength(3)

      await page.goto(`/promo-codes?search=${prefix}&ordering=code`)
      await page.getByText('3 promo codes', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Select', exact: true }).click()
      const bar = page.getByRole('region', { name: 'Selected promo codes' })
      await bar.getByRole('button', { name: 'Select all 3 on this page' }).click()
      await bar.getByText('3 selected').waitFor()
      await bar.getByRole('button', { name: 'Deactivate' }).click()
      await page.getByRole('dialog', { name: 'Deactivate 3 promo codes?' }).getByRole('button', { name: 'Deactivate' }).click()
      const toast = page.locator('.toast-undo').filter({ hasText: '3 promo codes deactivated.' })
      await toast.waitFor()
      await expect.poll(() => page.getByRole('switch', { name: new RegExp(`^Activate ${prefix}`) }).count()).toBe(3)

      // Meanwhile someone else turns the first one on and off again: it is theirs now.
      expect(await setStatus(page, ids[0]!, true)).toBe(200)
      expect(await setStatus(page, ids[0]!, false)).toBe(200)

      await toast.getByRole('button', { name: 'Undo' }).click()
      await page.getByText('2 promo codes activated; 1 could not be changed.').first().waitFor()
      await page
        .getByRole('alert')
        .filter({ hasText: `${prefix}0: Changed by someone else since; left as it is.` })
        .waitFor()
      await page.reload()
      await page.getByRole('switch', { name: `Activate ${prefix}0` }).waitFor()
      await page.getByRole('switch', { name: `Deactivate ${prefix}1` }).waitFor()
      await page.getByRole('switch', { name: `Deactivate ${prefix}2` }).waitFor()
    } finally {
      await context.close()
    }
  }, 120_000)
})
