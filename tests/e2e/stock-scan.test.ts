import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, signIn } from './browser'

// Stock in the field (issue 34): a variant's stock panel takes an adjustment, the movements list reverses it in bulk,
// and the Scan button reads an EAN-13 through Chromium's fake camera and opens the variant, whose Adjust stock form's
// Scan to check confirms it (with a beep), and whose panel follows a movement made elsewhere; Count stock takes three
// scans of it and posts the difference as one 'counted' movement. The camera's video is written by this file from the
// variant's own barcode; before it exists the camera fails and the typed code is the way.

const video = join(process.cwd(), 'test-results', 'scan-barcode.y4m')
let browser: Browser
beforeAll(async () => {
  mkdirSync('test-results', { recursive: true })
  if (existsSync(video)) rmSync(video)
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`])
})
afterAll(async () => {
  await browser?.close()
})

// EAN-13: the first digit picks the left half's L/G parity; bars are 1, spaces 0, 95 modules with the guards.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011']
const G = L.map((code) =>
  [...code]
    .map((bit) => (bit === '1' ? '0' : '1'))
    .reverse()
    .join(''),
)
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''))
const parity = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL']
function ean13(code: string): string {
  const digits = [...code].map(Number)
  const left = digits.slice(1, 7).map((digit, index) => (parity[digits[0]!]![index] === 'L' ? L : G)[digit])
  return `101${left.join('')}01010${digits
    .slice(7)
    .map((digit) => R[digit])
    .join('')}101`
}

/** A 640 x 480 y4m (4:2:0) of the code, black bars on white, repeated for a few frames (Chromium loops the file). */
function writeBarcodeVideo(code: string) {
  const [width, height, module] = [640, 480, 4]
  const bits = ean13(code)
  const start = (width - bits.length * module) / 2
  const luma = Buffer.alloc(width * height, 235)
  for (let y = 90; y < 390; y++) for (let x = 0; x < bits.length * module; x++) if (bits[Math.floor(x / module)] === '1') luma[y * width + start + x] = 16
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  writeFileSync(video, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 5 }, () => frame)]))
}

type Variant = { id: string; sku: string; barcode: string | null }
/** A seeded variant with a 13-digit barcode, asked of the API with the page's own sign-in. */
/** A seeded variant with an EAN-13 (India's 890 prefix): searched for, since variants other files add come first and have none. */
const variantWithBarcode = (page: Page) =>
  page.evaluate(async () => {
    const raw = localStorage.getItem('authToken') ?? ''
    const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw
    const res = await fetch('/api/add_products/product_variants?search=890&page_size=50', { headers: { Authorization: `Bearer ${token}` } })
    const body = (await res.json()) as { data: Variant[] }
    return body.data.find((row) => /^\d{13}$/.test(row.barcode ?? ''))!
  })

describe('stock in the field', () => {
  it('adjusts on the stock panel, reverses in bulk, and the scanner opens the variant (typed first, then the camera)', async () => {
    const context = await newContext(browser)
    // What a read sounds and feels like, counted: the beep's oscillators started and the vibrations asked for.
    await context.addInitScript(() => {
      const reads = { beeps: 0, buzzes: 0 }
      Object.assign(window, { reads })
      const start = OscillatorNode.prototype.start
      OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
        reads.beeps++
        start.call(this, when)
      }
      Object.defineProperty(navigator, 'vibrate', { value: () => ++reads.buzzes > 0 })
    })
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      const variant = await variantWithBarcode(page)
      expect(variant).toBeTruthy()

      await page.goto(`/inventory/variants/${variant.id}`)
      await page.getByRole('heading', { name: `Stock of ${variant.sku}` }).waitFor()
      const firstRow = page.getByTestId('stock-level').first()
      const onHand = Number((await firstRow.locator('td').first().textContent())!.replace(/\D/g, ''))
      const adjust = page.getByRole('form', { name: 'Adjust stock' })
      await adjust.getByRole('combobox', { name: /Location/ }).selectOption({ index: 1 })
      await adjust.getByRole('textbox', { name: /Quantity/ }).fill('abc')
      await adjust.getByRole('button', { name: 'Adjust stock' }).click()
      await adjust.getByText('Enter a whole number other than 0').waitFor()
      await adjust.getByRole('textbox', { name: /Quantity/ }).fill('3')
      await adjust.getByRole('combobox', { name: /Reason/ }).selectOption('received')
      await adjust.getByRole('button', { name: 'Adjust stock' }).click()
      // The save, then the panel read again: over a second on a loaded machine (the poll's default wait).
      await expect.poll(async () => Number((await firstRow.locator('td').first().textContent())!.replace(/\D/g, '')), { timeout: 10_000 }).toBe(onHand + 3)
      await page.getByTestId('recent-movements').getByText('+3').first().waitFor()

      await page.goto(`/inventory/movements?search=${encodeURIComponent(variant.sku)}`)
      await page
        .getByRole('checkbox', { name: `Select ${variant.sku} +3` })
        .first()
        .check()
      await page
        .getByRole('region', { name: /^Selected/ })
        .getByRole('button', { name: 'Reverse' })
        .click()
      await page
        .getByRole('dialog', { name: /^Reverse 1 movement/ })
        .getByRole('button', { name: 'Reverse' })
        .click()
      await page
        .getByText(/1 movement reversed/)
        .first()
        .waitFor()

      // No video file yet: the camera does not open, and a typed code is the way.
      await page.goto('/inventory')
      await page.getByRole('button', { name: 'Scan' }).click()
      const dialog = page.getByRole('dialog', { name: 'Scan a barcode' })
      await dialog.getByText('The camera could not be opened').waitFor()
      await dialog.getByLabel('Barcode or SKU').fill('0000000000000')
      await dialog.getByRole('button', { name: 'Find' }).click()
      await dialog.getByText('No variant has the barcode or SKU 0000000000000.').waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()

      writeBarcodeVideo(variant.barcode!)
      await page.getByRole('button', { name: 'Scan' }).click()
      const errors: string[] = []
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      await page.waitForURL(`**/inventory/variants/${variant.id}`, { timeout: 15_000 }).catch(async (error: unknown) => {
        const status = await page
          .getByTestId('scan-status')
          .textContent()
          .catch(() => '')
        throw new Error(`the scanner did not open the variant (it says "${status}"; ${errors.join(' | ')})`, { cause: error })
      })
      // The panel may show its saved copy (before the reversal) for a moment while it reads the stock again.
      const back = async () => Number((await page.getByTestId('stock-level').first().locator('td').first().textContent())!.replace(/\D/g, ''))
      await expect.poll(back, { timeout: 10_000 }).toBe(onHand)

      // Scan to check on the Adjust stock form: the camera reads the variant's own code, which the form confirms, with
      // a beep and a vibration (counted by the page's script below).
      const reads = () => page.evaluate(() => (window as unknown as { reads: { beeps: number; buzzes: number } }).reads)
      const heard = await reads()
      const adjustPanel = page.getByRole('region', { name: 'Adjust stock' })
      await adjustPanel.getByRole('button', { name: 'Scan to check' }).click()
      await adjustPanel.getByText(`Checked: the item scanned is ${variant.sku}, this variant.`).waitFor({ timeout: 15_000 })
      const now = await reads()
      expect([now.beeps > heard.beeps, now.buzzes > heard.buzzes]).toEqual([true, true])

      // Live: a movement made elsewhere (here the API, as another device would) shows on the open panel without a reload.
      const place = await page.evaluate(async (id) => {
        const raw = localStorage.getItem('authToken') ?? ''
        const headers = { Authorization: `Bearer ${raw.startsWith('"') ? (JSON.parse(raw) as string) : raw}`, 'Content-Type': 'application/json' }
        const stock = (await (await fetch(`/api/stock/variants/${id}`, { headers })).json()) as {
          data: { levels: { location_id: string; location_name: string; on_hand: number }[] }
        }
        const level = stock.data.levels[0]!
        const body = JSON.stringify({ variant_id: id, location_id: level.location_id, quantity: 2, reason: 'received', note: '' })
        const res = await fetch('/api/stock/adjust', { method: 'POST', headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, body })
        const made = (await res.json()) as { data: { movements: { id: string }[] } }
        return { name: level.location_name, was: level.on_hand, status: res.status, id: made.data.movements[0]!.id }
      }, variant.id)
      expect(place.status).toBe(201)
      const liveRow = page.getByTestId('stock-level').filter({ has: page.getByRole('rowheader', { name: place.name, exact: true }) })
      const shown = async () => Number((await liveRow.locator('td').first().textContent())!.replace(/\D/g, ''))
      await expect.poll(shown, { timeout: 15_000 }).toBe(place.was + 2)
      // Reversed again (the next test counts against the seeded stock), which the panel follows too.
      const reversed = await page.evaluate(async (id) => {
        const raw = localStorage.getItem('authToken') ?? ''
        const headers = { Authorization: `Bearer ${raw.startsWith('"') ? (JSON.parse(raw) as string) : raw}`, 'Content-Type': 'application/json' }
        return (await fetch('/api/stock/reverse', { method: 'POST', headers, body: JSON.stringify({ ids: [id] }) })).status
      }, place.id)
      expect(reversed).toBeLessThan(300)
      await expect.poll(shown, { timeout: 15_000 }).toBe(place.was)
    } finally {
      await context.close()
    }
  })

  it('a count of 3 scans of one code posts one counted movement of the difference', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      // A seeded variant with a barcode and a location where 3 is not what is on hand and covers what is reserved (the
      // seed reserves up to 6; the first test and bookings change stock): the first such of the barcoded variants.
      const found = await page.evaluate(async () => {
        const raw = localStorage.getItem('authToken') ?? ''
        const headers = { Authorization: `Bearer ${raw.startsWith('"') ? (JSON.parse(raw) as string) : raw}` }
        const listed = await fetch('/api/add_products/product_variants?search=890&page_size=50', { headers })
        const variants = ((await listed.json()) as { data: Variant[] }).data.filter((row) => /^\d{13}$/.test(row.barcode ?? ''))
        for (const candidate of variants.slice(1)) {
          const res = await fetch(`/api/stock/variants/${candidate.id}`, { headers })
          const body = (await res.json()) as { data: { levels: { location_name: string; on_hand: number; reserved: number }[] } }
          const level = body.data.levels.find((row) => row.reserved <= 3 && row.on_hand !== 3)
          if (level) return { variant: candidate, placeName: level.location_name }
        }
        return null
      })
      expect(found, 'a variant with a location to count in').toBeTruthy()
      const { variant, placeName } = found!
      writeBarcodeVideo(variant.barcode!)

      // Scan-to-count: three reads of the same code count 3 on the sheet of one location, which a reload keeps; the
      // review shows the difference from on hand, and posting writes one 'counted' movement of it.
      await page.goto('/inventory/count')
      await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: placeName! })
      for (const scans of [1, 2, 3]) {
        await page.getByRole('button', { name: 'Scan' }).click()
        await page.getByTestId('count-status').getByText(`${variant.sku}: ${scans} counted`).waitFor({ timeout: 15_000 })
      }
      await page.reload()
      await expect.poll(() => page.getByRole('textbox', { name: `Counted of ${variant.sku}` }).inputValue()).toBe('3')
      await page.getByRole('button', { name: 'Review' }).click()
      const line = page.getByTestId('count-review-line').filter({ hasText: variant.sku })
      await line.waitFor()
      const held = Number((await line.locator('td').nth(1).textContent())!.replace(/\D/g, ''))
      const difference = 3 - held
      expect(difference).not.toBe(0)
      const shown = difference > 0 ? `+${difference}` : `−${-difference}`
      expect((await line.locator('td').nth(2).textContent())!.trim()).toBe(shown)
      await page.getByRole('button', { name: 'Post count' }).click()
      await page.getByText('Count posted').first().waitFor()
      await page.getByText('Nothing counted yet').waitFor()

      await page.goto(`/inventory/variants/${variant.id}`)
      const counted = page.getByTestId('stock-level').filter({ has: page.getByRole('rowheader', { name: placeName!, exact: true }) })
      await expect.poll(async () => (await counted.locator('td').first().textContent())!.replace(/\D/g, '')).toBe('3')
      const recent = page.getByTestId('recent-movements').locator('li')
      await recent
        .filter({ hasText: `${shown} ${placeName!} · Counted` })
        .first()
        .waitFor()
      expect(await recent.filter({ hasText: `${placeName!} · Counted` }).count()).toBe(1)
    } finally {
      await context.close()
    }
  })
})
