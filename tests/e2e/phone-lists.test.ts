import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import { launchBrowser, newContext, SCREENSHOTS, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const portrait = { width: 360, height: 640 }
const landscape = { width: 844, height: 390 }
const lists = [
  { path: '/products/variants', count: /[\d,]+ variants/, shot: { portrait: 'phone-variants-360', landscape: 'phone-variants-landscape' } },
  { path: '/promo-codes', count: /[\d,]+ promo codes/, shot: { portrait: 'phone-promo-codes-360', landscape: 'phone-promo-codes-landscape' } },
] as const

type Fold = { top: number; bottom: number; fold: number; cards: number[] }

/** Where the first card sits and how tall the cards are; the fold is the top of the tab bar (or the viewport's bottom). */
async function measure(page: Page): Promise<Fold> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('.list-card')].map((card) => card.getBoundingClientRect())
    const tabbar = document.querySelector('.tabbar')?.getBoundingClientRect()
    const fold = tabbar && tabbar.height > 0 ? Math.min(tabbar.top, window.innerHeight) : window.innerHeight
    return { top: cards[0]?.top ?? -1, bottom: cards[0]?.bottom ?? Infinity, fold, cards: cards.map((card) => Math.round(card.height)) }
  })
}

/**
 * Waits for the theme change's transitions to end, so the picture shows the finished colours. One cancelled on the way
 * (its element replaced as data arrives) rejects its `finished` with an AbortError: it has ended too.
 */
const settled = (page: Page) => page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)).then(() => undefined))

/** What the phone shows without scrolling, in the light and the dark theme. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'))
  await settled(page)
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-dark.png` })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'))
  await settled(page)
}

describe('lists on a phone', () => {
  it('show the first record above the fold in portrait and landscape, in compact cards', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      for (const list of lists) {
        for (const [name, viewport] of [
          ['portrait', portrait],
          ['landscape', landscape],
        ] as const) {
          await page.setViewportSize(viewport)
          await page.goto(list.path)
          await page.getByText(list.count).waitFor()
          await page.locator('.list-card').first().waitFor()
          const fold = await measure(page)
          console.info(
            `${list.path} ${viewport.width}x${viewport.height}: first card ${Math.round(fold.top)}-${Math.round(fold.bottom)}, fold ${fold.fold}, heights ${fold.cards.join(' ')}`,
          )
          expect.soft(fold.top, `${list.path} ${name}: first card starts below the top bar`).toBeGreaterThan(0)
          expect.soft(fold.bottom, `${list.path} ${name}: first card fully above the fold`).toBeLessThanOrEqual(fold.fold)
          expect.soft(Math.max(...fold.cards), `${list.path} ${name}: card height`).toBeLessThanOrEqual(220)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
          await shoot(page, list.shot[name])
        }
      }
    } finally {
      await context.close()
    }
  })
})
