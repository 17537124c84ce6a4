import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, signIn } from './browser'
import { axeViolations, smallTargets } from './page-checks'

// Issue 31, item 8: the lists and the grid with the keyboard. A skip link to the rows, arrow keys and j/k between rows
// (a visible ring, kept in view), Enter opens, x selects; no key acts while typing; the price grid takes Ctrl+Z.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

let contexts = 0
/** bypassCSP: axe is injected as a script, which the app's CSP refuses otherwise. */
const open = async (viewport: { width: number; height: number }, phone = false) => {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport,
    isMobile: phone,
    hasTouch: phone,
    bypassCSP: true,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `10.252.${phone ? 1 : 2}.${(contexts += 1)}` },
  })
  context.setDefaultTimeout(15_000)
  return { context, page: await context.newPage() }
}

/** Which row (its `data-row`) holds the focus, or null. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest<HTMLElement>('[data-row]')
    return row ? Number(row.dataset.row) : null
  })

/** Tab presses from the top of the page until the focus is in the first row (null past `max`). */
async function tabsToFirstRow(page: Page, max = 120): Promise<number | null> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('tbody tr:first-child, .card-list > li:first-child')))) return presses
  }
  return null
}

/** The focused row's ring: an outline drawn with some width. */
const ringWidth = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.activeElement!).outlineWidth) || 0)

/** From the top of the page: "Skip to content", then "Skip to the list", each taken with Enter. */
async function skipToRows(page: Page): Promise<number> {
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the list')
  await page.keyboard.press('Enter')
  return 2
}

describe('a list with the keyboard (item 8)', () => {
  it('on a desktop: reaches the first row of /complaints in 2 Tabs, moves with arrows and j/k, selects with x, opens with Enter', async () => {
    const { context, page } = await open({ width: 1440, height: 900 })
    try {
      await signIn(page, 'support@kesar.example', 'Kesar@2026', '/complaints')
      await page.locator('tbody tr:nth-child(3)').waitFor()
      const plain = await tabsToFirstRow(page)
      console.info(`Tabs from the top of /complaints to its first row, Tab alone: ${plain}`)

      await page.goto('/complaints')
      await page.locator('tbody tr[data-row="2"]').waitFor()
      expect(await skipToRows(page)).toBe(2)
      expect(await focusedRow(page)).toBe(0)
      expect(await ringWidth(page)).toBeGreaterThanOrEqual(2)

      await page.keyboard.press('ArrowDown')
      expect(await focusedRow(page)).toBe(1)
      await page.keyboard.press('j')
      expect(await focusedRow(page)).toBe(2)
      await page.keyboard.press('k')
      expect(await focusedRow(page)).toBe(1)
      await page.keyboard.press('ArrowUp')
      expect(await focusedRow(page)).toBe(0)
      // One row in the Tab order: the one the keys are on.
      expect(await page.locator('tbody tr[tabindex="0"]').count()).toBe(1)

      // x chooses the row for the bulk actions, and again lets it go.
      await page.keyboard.press('x')
      await page.getByText('1 selected').waitFor()
      expect(await page.locator('tbody tr[data-row="0"] input[type="checkbox"]').isChecked()).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('x')
      await page.getByText('1 selected').waitFor({ state: 'detached' })

      // Typing in the search box is typing: j and k stay in it.
      const search = page.getByRole('searchbox').first()
      await search.focus()
      await page.keyboard.type('jk')
      expect(await search.inputValue()).toBe('jk')
      expect(await focusedRow(page)).toBeNull()
      await search.fill('')
      await page.locator('tbody tr[data-row="1"]').waitFor()

      // From the page itself (its heading), j comes back to the row the keys were on; Enter opens it.
      await page.getByRole('heading', { level: 1, name: 'Complaints' }).focus()
      await page.keyboard.press('j')
      expect(await focusedRow(page)).toBe(0)
      await page.keyboard.press('ArrowDown')
      const ticket = await page.locator('tbody tr[data-row="1"] a[href]').first().getAttribute('href')
      await page.keyboard.press('Enter')
      await page.waitForURL(`**${ticket}`)
    } finally {
      await context.close()
    }
  }, 120_000)

  it('at 360 x 640: the cards move with the arrows, the focused card is kept in view and opens with Enter', async () => {
    const { context, page } = await open({ width: 360, height: 640 }, true)
    try {
      await signIn(page, 'support@kesar.example', 'Kesar@2026', '/complaints')
      await page.locator('.list-card[data-row="5"]').waitFor()
      await skipToRows(page)
      expect(await focusedRow(page)).toBe(0)
      expect(await ringWidth(page)).toBeGreaterThanOrEqual(2)
      for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown')
      expect(await focusedRow(page)).toBe(5)
      // In view: below the top bar, above the tab bar.
      const box = (await page.locator('.list-card[data-row="5"]').boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + Math.min(box.height, 100)).toBeLessThanOrEqual(640)
      expect(await axeViolations(page)).toEqual([])
      expect(await smallTargets(page)).toEqual([])
      const ticket = await page.locator('.list-card[data-row="5"] a[href]').first().getAttribute('href')
      await page.keyboard.press('Enter')
      await page.waitForURL(`**${ticket}`)
    } finally {
      await context.close()
    }
  }, 120_000)
})

describe('the price grid with the keyboard (item 8)', () => {
  it('takes back a cell edit with Ctrl+Z and puts it again with Ctrl+Shift+Z', async () => {
    const { context, page } = await open({ width: 1440, height: 900 })
    try {
      await signIn(page, 'catalogue@kesar.example', 'Kesar@2026', '/products/variants')
      await page.getByRole('link', { name: 'Price grid' }).click()
      const grid = page.getByRole('grid', { name: 'Product variants: price and stock' })
      await grid.waitFor()
      const cell = page.locator('td[data-cell="0:3"]')
      await cell.click()
      const before = await cell.innerText()
      await page.keyboard.type('1234')
      await page.keyboard.press('Enter')
      await page.getByText('1 changed cell in 1 row').waitFor()
      await cell.click()
      await page.keyboard.press('Control+z')
      await page.getByText('No changes').waitFor()
      expect(await cell.innerText()).toBe(before)
      await page.keyboard.press('Control+Shift+z')
      await page.getByText('1 changed cell in 1 row').waitFor()
      await expect.poll(() => cell.innerText()).toMatch(/^₹1,234/)
    } finally {
      await context.close()
    }
  }, 120_000)
})
