// /login's first paint waits for the whole drawn page (scripts/prerender.ts, <link rel="expect" blocking="render">): on a
// slow link or CPU the browser would otherwise paint the half it has parsed, the sign-in card where the bar above it goes,
// and move the card down when the rest came (a layout shift of 0.065 in about 1 load of 20 on a slowed CPU). Here the
// page's HTML arrives in two parts, the second 500 ms after the first, cut inside the card, through a proxy in front of
// the suite's server, so the half-parsed page is there to paint every time.
import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext } from './browser'

let browser: Browser
let proxy: Server
let proxyUrl = ''
const upstream = () => inject('baseUrl')
/** What the proxy does not pass on: fetch() has undone the encoding, and the length is the proxy's own. */
const dropped = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])

async function pass(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const answer = await fetch(`${upstream()}${request.url}`, { headers: { cookie: request.headers.cookie ?? '' } })
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !dropped.has(name)))
  const body = Buffer.from(await answer.arrayBuffer())
  response.writeHead(answer.status, headers)
  if (request.url !== '/login') return void response.end(body)
  const html = body.toString('utf8')
  // Cut inside the card: its form is half there and the bar drawn above it is not there yet.
  const cut = html.indexOf('<form')
  expect(cut).toBeGreaterThan(0)
  response.write(html.slice(0, cut + 200))
  await new Promise((resolve) => setTimeout(resolve, 500))
  response.end(html.slice(cut + 200))
}

beforeAll(async () => {
  browser = await launchBrowser()
  proxy = createServer((request, response) => void pass(request, response).catch(() => response.destroy()))
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => proxy?.close(resolve))
})

describe('/login arriving in parts', () => {
  it('is first painted whole, the card under its bar, and nothing moves after (a phone)', async () => {
    const context = await newContext(browser, 'phone')
    try {
      const page = await context.newPage()
      await page.addInitScript(() => {
        const seen = ((window as unknown as { seen: { shifts: number; painted: number } }).seen = { shifts: 0, painted: 0 })
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.shifts += (entry as unknown as { value: number }).value))).observe({
          type: 'layout-shift',
          buffered: true,
        })
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.painted = seen.painted || entry.startTime))).observe({
          type: 'paint',
          buffered: true,
        })
      })
      await page.goto(`${proxyUrl}/login`)
      await page.getByRole('heading', { name: 'Sign In' }).waitFor()
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
      // React has taken the page over, and two frames have been drawn since: a shift would have been observed by then.
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' })
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
      const seen = await page.evaluate(() => (window as unknown as { seen: { shifts: number; painted: number } }).seen)
      // Painted only once the second part had come.
      expect(seen.painted).toBeGreaterThanOrEqual(500)
      expect(seen.shifts).toBe(0)
      const bar = await page.locator('.auth-topbar').boundingBox()
      const card = await page.locator('.auth-card').boundingBox()
      expect(bar && card && card.y > bar.y + bar.height).toBe(true)
    } finally {
      await context.close()
    }
  })
})
