import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn, waitForSavedCopy } from './browser'

// Regions on a real map (issue 37), on a 360 x 640 phone: the locate button asks for the position only when tapped and
// names the seeded region Chromium's geolocation override is in, online and offline with the city saved; a tap on a
// region of the map opens its panel in view; the base map's tiles (MAP_TILES) are read with range requests and drawn, and
// offline too once the map is saved for offline (its engine and the tiles over the regions, its size said before saving
// and matching the saved size), until it is removed; the employee form shows the regions chosen on a small map.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The centre of the demo's Banjara Hills (server/areas/employees/seed-regions.ts). */
const banjaraHills = { latitude: 17.4156, longitude: 78.4347, accuracy: 40 }

/** The size and tile count a sentence of the offline map says ("About 1.30 MB · 2 tiles", "… · 1.30 MB, 2 tiles"). */
function sizeOf(text: string): { bytes: number; tiles: number } {
  const [, amount, unit] = /([\d.]+) ([KM]?B)/.exec(text)!
  const tiles = Number(/(\d+) tiles?/.exec(text)![1])
  return { bytes: Number(amount) * (unit === 'MB' ? 1024 * 1024 : unit === 'KB' ? 1024 : 1), tiles }
}

const mapSettled = (page: Page) => page.locator('.region-map[data-ready="true"]:not([data-moving])').waitFor({ timeout: 30_000 })

/** Active employees of Banjara Hills, as its button in the region list says. */
async function countOf(page: Page): Promise<string> {
  const button = page.getByRole('navigation', { name: 'Regions of Hyderabad' }).getByRole('button', { name: /^Banjara Hills/ })
  return (await button.locator('.map-count').textContent()) ?? ''
}

describe('the regions map on a phone', () => {
  it('says which region the phone is in, online and offline, and a tap on the map opens that region in view', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 360, height: 640 })
      await context.setGeolocation(banjaraHills)
      const ranges: number[] = []
      page.on('response', (response) => {
        if (response.url().endsWith('/api/map/tiles.pmtiles') && response.status() === 206) ranges.push(response.status())
      })
      let asked = 0
      await page.exposeFunction('noteAsked', () => asked++)
      await page.addInitScript(() => {
        const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation)
        navigator.geolocation.getCurrentPosition = (...args) => {
          void (window as unknown as { noteAsked: () => void }).noteAsked()
          real(...args)
        }
      })
      await signIn(page, 'surveyor@kesar.example', 'Kesar@2026', '/employees/regions?city=hyd')
      await page.getByRole('heading', { name: 'Regions' }).waitFor()
      await mapSettled(page)
      expect(asked).toBe(0)
      await context.grantPermissions(['geolocation'])

      await page.getByRole('button', { name: 'Where am I?' }).click()
      const count = await countOf(page)
      const said = page.getByRole('status').filter({ hasText: 'You are in' })
      await said.waitFor()
      expect(await said.textContent()).toContain(`You are in Banjara Hills, ${count} employee${count === '1' ? '' : 's'}.`)
      expect(asked).toBe(1)

      // The map flew to the position: its centre is in Banjara Hills. A tap there opens the region's panel, in view.
      await page.locator('.region-map[data-located="true"]:not([data-moving])').waitFor({ timeout: 30_000 })
      // Zoomed in there, the base map's tile over Banjara Hills (MAP_TILES, made by global-setup.ts) is read by range requests and drawn.
      await page.locator('.region-map[data-tiles="drawn"]').waitFor({ timeout: 20_000 })
      expect(ranges.length).toBeGreaterThan(0)
      const canvas = page.locator('.region-map canvas')
      await canvas.scrollIntoViewIfNeeded()
      const box = (await canvas.boundingBox())!
      await canvas.tap({ position: { x: box.width / 2, y: box.height / 2 } })
      const heading = page.getByRole('heading', { name: 'Banjara Hills', level: 2 })
      await heading.waitFor()
      await page.waitForURL(/region=/)
      const shown = (await heading.boundingBox())!
      expect(shown.y).toBeGreaterThanOrEqual(0)
      expect(shown.y + shown.height).toBeLessThanOrEqual(640)
      // The panel's count is the list's (active employees covering it; issue 31: the panel once counted inactive ones too),
      // and so many of the people it lists are active.
      await page.getByText(`Pincodes 500034 · ${count} active employee${count === '1' ? '' : 's'}`).waitFor()
      expect(await page.locator('.region-people-list li').filter({ hasText: '· Active' }).count()).toBe(Number(count))
      await screenshot(page, 'phone-360-region-panel')

      await page.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: 'Save for offline' }).click()
      await page.getByText(/Saved for offline just now/).waitFor({ timeout: 20_000 })
      await waitForSavedCopy(page, '"everyone"', '"regions","hyd"')
      // The map's own copy: the engine is not in the install's precache (tests/size/map-bytes.test.ts); saved with the
      // tiles over the organisation's regions (ranges of the archive), its size said when done.
      const offlineMap = page.getByRole('group', { name: 'Offline map' })
      await offlineMap.getByText('The map is not saved for offline use yet').waitFor()
      // Before saving, the button says how large the saved map will be (the tiles' ranges from the archive's directories).
      const estimate = offlineMap.getByText(/^About [\d.]+ [KM]?B · [1-9]\d* tiles?$/)
      await estimate.waitFor({ timeout: 20_000 })
      const before = sizeOf((await estimate.textContent()) ?? '')
      await offlineMap.getByRole('button', { name: 'Save map for offline' }).click()
      const done = offlineMap.getByText(/Map saved for offline just now · [\d.]+ [KM]?B, [1-9]\d* tiles?/)
      await done.waitFor({ timeout: 30_000 })
      const after = sizeOf((await done.textContent()) ?? '')
      expect(Math.abs(before.bytes - after.bytes) / after.bytes).toBeLessThan(0.03)
      expect(before.tiles).toBe(after.tiles)
      expect(await estimate.count()).toBe(0)
      const kept = () =>
        page.evaluate(async () => {
          const keys = async (name: string) =>
            (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((key) => new URL(key.url).pathname + new URL(key.url).search) : []
          return { code: await keys('map-code'), tiles: await keys('map-tiles') }
        })
      const saved = await kept()
      expect(saved.code.some((file) => /^\/assets\/region-map-[\w-]+\.js$/.test(file))).toBe(true)
      expect(saved.code.some((file) => /^\/assets\/maplibre-gl-worker-[\w-]+\.js$/.test(file))).toBe(true)
      expect(saved.tiles).toContain('/api/map/tiles.pmtiles?bytes=0-16383')
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })

      await context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { name: 'Regions' }).waitFor()
      await mapSettled(page)
      await page.getByRole('button', { name: 'Where am I?' }).click()
      await said.waitFor()
      expect(await said.textContent()).toContain(`You are in Banjara Hills, ${count} employee`)
      // Offline, the engine came from the saved copy and so do the base map's tiles where the map flew.
      await page.locator('.region-map[data-tiles="drawn"]').waitFor({ timeout: 20_000 })
      await screenshot(page, 'phone-360-where-am-i-offline')

      await offlineMap.getByRole('button', { name: 'Remove saved map' }).click()
      await offlineMap.getByText('The map is not saved for offline use yet').waitFor()
      expect(await kept()).toEqual({ code: [], tiles: [] })

      // The employee form shows the regions chosen on a small map under their list, within the 360 px phone's width.
      await context.setOffline(false)
      await page.goto('/employees/add')
      await page.getByLabel(/^City/).selectOption('hyd')
      const chosen = page.getByRole('group', { name: /Regions/ })
      await chosen.getByRole('checkbox', { name: /^Banjara Hills/ }).check()
      expect(await page.locator('.region-preview').count()).toBe(1)
      await page.locator('.region-preview .region-map[data-ready="true"]').waitFor({ timeout: 30_000 })
      const preview = (await page.locator('.region-preview').boundingBox())!
      expect(preview.x).toBeGreaterThanOrEqual(0)
      expect(preview.x + preview.width).toBeLessThanOrEqual(360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await screenshot(page, 'phone-360-employee-form-region-map')
      await chosen.getByRole('checkbox', { name: /^Banjara Hills/ }).uncheck()
      await page.locator('.region-preview').waitFor({ state: 'detached' })
    } finally {
      await context.close()
    }
  })
})
