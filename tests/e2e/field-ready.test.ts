import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'

// Issue 18: phone cards that cut nothing (item 5), an Undo for a one-tap change (item 14), and the "Also" items: the
// trial balance within reach and within a phone's width, and focus on the heading of a record opened with the keyboard.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const phone = { width: 360, height: 640 }
const desktop = { width: 1440, height: 900 }

/** What the cards cut: a line of details wider than its box, an amount past the card's edge or narrower than its figures. */
const cutsOnCards = (page: Page) =>
  page.evaluate(() => {
    const cuts: string[] = []
    for (const card of document.querySelectorAll('.list-card')) {
      const box = card.getBoundingClientRect()
      for (const line of card.querySelectorAll<HTMLElement>('.list-card-meta, .list-card-details')) {
        if (line.scrollWidth > line.clientWidth + 1) cuts.push(`line ${line.textContent}: ${line.scrollWidth} > ${line.clientWidth}`)
        for (const item of line.children) {
          const edge = item.getBoundingClientRect()
          if (edge.right > box.right + 1) cuts.push(`field ${item.textContent} past the card`)
        }
      }
      for (const amount of card.querySelectorAll<HTMLElement>('.money')) {
        const edge = amount.getBoundingClientRect()
        if (edge.right > box.right + 1 || amount.scrollWidth > Math.ceil(edge.width) + 1) cuts.push(`amount ${amount.textContent} cut`)
      }
    }
    return cuts
  })

async function theme(page: Page, dark: boolean) {
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
  await page.evaluate((mode) => (document.documentElement.dataset.theme = mode), dark ? 'dark' : 'light')
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))))
}

const lists = [
  { path: '/complaints', name: 'complaints', fields: ['Priority', 'Age', 'Assignee'] },
  { path: '/financials/ledger', name: 'ledger', fields: [] },
  { path: '/promo-codes', name: 'promo-codes', fields: ['Valid'] },
] as const

describe('field-ready lists', () => {
  it('shows every field of the complaint, ledger and promo code cards whole at 360 px', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      for (const list of lists) {
        await page.setViewportSize(phone)
        await page.goto(list.path)
        await page.locator('.list-card').first().waitFor()
        for (const field of list.fields) await page.locator('.list-card-details dt', { hasText: field }).first().waitFor()
        expect(await cutsOnCards(page), list.path).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth), list.path).toBeLessThanOrEqual(phone.width)
        for (const [size, viewport] of [
          ['360', phone],
          ['1440', desktop],
        ] as const) {
          await page.setViewportSize(viewport)
          for (const dark of [false, true]) {
            await theme(page, dark)
            await screenshot(page, `cards-${list.name}-${size}${dark ? '-dark' : ''}`)
          }
        }
        await theme(page, false)
      }

      // The trial balance under the ledger's pages is one tap away, and its Credit column is on a phone's screen.
      await page.setViewportSize(phone)
      await page.goto('/financials/ledger')
      await page.getByRole('link', { name: 'Trial balance' }).click()
      const title = page.getByRole('heading', { name: 'Trial balance' })
      await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true)
      const credit = page.getByRole('region', { name: 'Trial balance accounts' }).getByRole('columnheader', { name: 'Credit' })
      await credit.waitFor()
      const box = (await credit.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
      const table = page.getByRole('region', { name: 'Trial balance accounts' })
      expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      await page.getByRole('region', { name: 'Trial balance accounts' }).scrollIntoViewIfNeeded()
      await screenshot(page, 'phone-trial-balance-360')
    } finally {
      await context.close()
    }
  })

  it('undoes a promo code status switched by mistake from the toast, on a 360 px phone, and the undo holds after a reload', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    await page.setViewportSize(phone)
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026', '/promo-codes')
      const card = page.locator('.list-card').first()
      const code = (await card.locator('.list-card-title a').first().textContent())!.trim()
      const toggle = card.getByRole('switch')
      const before = await toggle.getAttribute('aria-checked')
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(before)
      const toast = page.locator('.toast').filter({ hasText: before === 'true' ? 'Promo code deactivated' : 'Promo code activated' })
      await toast.getByRole('button', { name: 'Undo' }).click()
      await page
        .locator('.toast')
        .filter({ hasText: before === 'true' ? 'Promo code activated' : 'Promo code deactivated' })
        .waitFor()
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(before)
      await screenshot(page, 'phone-undo-toast-360')

      const refetched = page.waitForResponse((response) => response.url().includes('/api/promocode/get_promo_codes?') && response.ok())
      await page.reload()
      await refetched
      const again = page.getByRole('switch', { name: new RegExp(`ctivate ${code}$`) })
      await expect.poll(() => again.getAttribute('aria-checked'), { timeout: 10_000 }).toBe(before)
    } finally {
      await context.close()
    }
  })

  it('puts focus on the heading of a record opened with the keyboard', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026', '/promo-codes')
      const link = page.getByRole('row').nth(1).getByRole('link').first()
      const code = (await link.textContent())!.trim()
      await link.focus()
      await page.keyboard.press('Enter')
      const heading = page.getByRole('heading', { level: 1, name: `Edit ${code}` })
      await heading.waitFor()
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true)
    } finally {
      await context.close()
    }
  })
})
