import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, signIn } from './browser'
// axe runs on /inventory/transfer in every-route.test.ts (a context that may inject it past the CSP).
import { sidewaysScroll, smallTargets } from './page-checks'

// Stock in the field (issue 34): Transfer stock's sheet of lines sent as one transfer, and the scanner's WebAssembly
// kept for offline once a screen with a Scan button was open online.

type Variant = { id: string; sku: string; barcode: string | null }
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('stock in the field, on a phone', () => {
  it('Transfer stock sends a sheet of two variants from one location to another in one transfer, kept on the device until sent', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 360, height: 640 })
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      // Two barcoded variants with at least 2 available in one location, and another active location to send them to.
      const plan = await page.evaluate(async () => {
        const raw = localStorage.getItem('authToken') ?? ''
        const headers = { Authorization: `Bearer ${raw.startsWith('"') ? (JSON.parse(raw) as string) : raw}` }
        type Level = { location_id: string; location_name: string; on_hand: number; reserved: number }
        const listed = await fetch('/api/add_products/product_variants?search=890&page_size=50', { headers })
        const variants = ((await listed.json()) as { data: Variant[] }).data.filter((row) => /^\d{13}$/.test(row.barcode ?? ''))
        const places = (
          (await (await fetch('/api/stock/locations?is_active=true&page_size=100', { headers })).json()) as { data: { id: string; name: string }[] }
        ).data
        const picked: { variant: Variant; level: Level }[] = []
        for (const variant of variants) {
          const body = (await (await fetch(`/api/stock/variants/${variant.id}`, { headers })).json()) as { data: { levels: Level[] } }
          const level = body.data.levels.find((row) => row.on_hand - row.reserved >= 2 && (!picked[0] || row.location_id === picked[0].level.location_id))
          if (level) picked.push({ variant, level })
          if (picked.length === 2) break
        }
        const to = places.find((place) => place.id !== picked[0]?.level.location_id)
        return picked.length === 2 && to ? { picked, to } : null
      })
      expect(plan, 'two variants with stock in one location, and another location').toBeTruthy()
      const [a, b] = plan!.picked
      const from = a!.level.location_name

      await page.goto('/inventory/transfer')
      await page.getByRole('heading', { name: 'Transfer stock', level: 1 }).waitFor()
      await page.getByText('Choose where the stock leaves from first.').waitFor()
      await page.getByRole('combobox', { name: 'From' }).selectOption({ label: from })
      await page.getByRole('combobox', { name: 'To' }).selectOption({ label: plan!.to.name })
      const code = page.getByRole('textbox', { name: 'Barcode or SKU' })
      for (const barcode of [a!.variant.barcode!, a!.variant.barcode!, b!.variant.barcode!]) {
        await code.fill(barcode)
        await page.getByRole('button', { name: 'Add 1' }).click()
        await expect.poll(() => code.inputValue()).toBe('')
      }
      await page.getByTestId('transfer-status').getByText(`${b!.variant.sku}: 1 to move`).waitFor()
      // Each line says what From holds; a reload keeps the sheet.
      await page
        .getByTestId('sheet-line')
        .filter({ hasText: a!.variant.sku })
        .getByText(/on hand here/)
        .waitFor()
      await page.reload()
      await expect.poll(() => page.getByRole('textbox', { name: `Quantity of ${a!.variant.sku}` }).inputValue()).toBe('2')
      await page.getByRole('textbox', { name: `Quantity of ${b!.variant.sku}` }).fill('0')
      await page.getByRole('button', { name: 'Transfer stock' }).click()
      await page.getByRole('alert').getByText(`${b!.variant.sku}: Enter a whole number from 1`).waitFor()
      await page.getByRole('textbox', { name: `Quantity of ${b!.variant.sku}` }).fill('2')
      await page.getByLabel('Note').fill('Sheet to the other place')

      expect(await sidewaysScroll(page)).toBe(0)
      expect(await smallTargets(page)).toEqual([])

      await page.getByRole('button', { name: 'Transfer stock' }).click()
      await page.getByText('Stock transferred').first().waitFor()
      await page.getByText('Nothing to transfer yet').waitFor()
      const after = await page.evaluate(
        async ({ ids, location }) => {
          const raw = localStorage.getItem('authToken') ?? ''
          const headers = { Authorization: `Bearer ${raw.startsWith('"') ? (JSON.parse(raw) as string) : raw}` }
          const held: number[] = []
          for (const id of ids) {
            const body = (await (await fetch(`/api/stock/variants/${id}`, { headers })).json()) as {
              data: { levels: { location_id: string; on_hand: number }[] }
            }
            held.push(body.data.levels.find((row) => row.location_id === location)?.on_hand ?? 0)
          }
          return held
        },
        { ids: [a!.variant.id, b!.variant.id], location: a!.level.location_id },
      )
      expect(after).toEqual([a!.level.on_hand - 2, b!.level.on_hand - 2])
    } finally {
      await context.close()
    }
  })
  it("keeps the scanner's WebAssembly for offline once a screen with a Scan button has been open online", async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026', '/inventory')
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      // The warm-up waits for the worker to be in charge of the page: a reload makes it so whatever the timing.
      await page.reload()
      await page.getByRole('button', { name: 'Scan' }).first().waitFor()
      const kept = () =>
        page.evaluate(async () => {
          const cache = await caches.open('scanner-code')
          return (await cache.keys()).map((request) => new URL(request.url).pathname).filter((path) => /zxing_reader-.+\.wasm$/.test(path))
        })
      await expect.poll(kept, { timeout: 20_000 }).toHaveLength(1)
      const [wasm] = await kept()
      await context.setOffline(true)
      const offline = await page.evaluate(async (path) => {
        const res = await fetch(path!)
        return { status: res.status, bytes: (await res.arrayBuffer()).byteLength }
      }, wasm)
      expect(offline.status).toBe(200)
      expect(offline.bytes).toBeGreaterThan(400_000)
    } finally {
      await context.close()
    }
  })
})
