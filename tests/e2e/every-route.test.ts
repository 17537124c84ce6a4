import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, screenshot, SCREENSHOTS, signIn } from './browser'
import { axeViolations, smallTargets } from './page-checks'
import { protectedRoutes, publicRoutes } from './route-list'
import { navigateTo, openRoute } from './route-visits'

/**
 * Every route of docs/app.md#routes on a 360 px phone in both themes, a phone in landscape and a 1440 px desktop: no
 * sideways scroll anywhere, touch targets of at least 44x44 on phones, and no axe-core violations at 360 px (both
 * themes) and 1440 px. One browser, one sign-in, one route at a time. (A 390 px phone is the viewport of most other
 * browser tests, `phone` in browser.ts; what fits 360 px fits it.)
 */
const phone = { width: 360, height: 640 }
const landscape = { width: 844, height: 390 }
const desktop = { width: 1440, height: 900 }
type Theme = 'light' | 'dark'
type Viewport = { width: number; height: number }

type Finding = { kind: 'width' | 'target' | 'axe'; where: string; theme: Theme; detail: string }
const findings: Finding[] = []

let browser: Browser
let context: BrowserContext
beforeAll(async () => {
  browser = await launchBrowser()
  // bypassCSP: the app's CSP allows only its own scripts, and axe is injected as one.
  context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: phone,
    bypassCSP: true,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' },
  })
  context.setDefaultTimeout(15_000)
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme)
}

function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/**
 * The dark theme changes colours only: the same markup was checked with every rule in the light theme, so in the dark
 * one axe runs the rules that read colours (contrast was most of axe's time).
 */
const colourRules = ['color-contrast', 'link-in-text-block']

/** Every check of one route at one size and theme; findings are collected so one run lists them all. */
async function checkRoute(page: Page, path: string, viewport: Viewport, theme: Theme, axe: boolean) {
  const where = `${path} @${viewport.width}`
  const width = await pageWidth(page)
  if (width > viewport.width) findings.push({ kind: 'width', where, theme, detail: `document is ${width} px wide` })
  if (viewport.width < 900) for (const detail of await smallTargets(page)) findings.push({ kind: 'target', where, theme, detail })
  if (axe) for (const detail of await axeViolations(page, theme === 'dark' ? colourRules : undefined)) findings.push({ kind: 'axe', where, theme, detail })
}

/**
 * `axe: false` in landscape: what axe checks (names, roles, contrast) does not change with the width between 360 and
 * 1440 px, while the width and the touch targets do; axe is most of a visit's time.
 */
async function visitAll(page: Page, paths: string[], viewport: Viewport, themes: Theme[], { axe = true } = {}) {
  await page.setViewportSize(viewport)
  for (const theme of themes) {
    await setTheme(page, theme)
    for (const [index, path] of paths.entries()) {
      // The first route of a pass loads the app (the theme is read at start); the others are reached as links are.
      await (index === 0 ? openRoute(page, path) : navigateTo(page, path))
      expect(await page.evaluate(() => document.documentElement.dataset.theme), path).toBe(theme)
      await checkRoute(page, path, viewport, theme, axe)
      // What a person sees first at this size, kept in the test output to be looked at (issue 11): at the sizes axe
      // checks (360 px in both themes, 1440 px); the landscape pass checks widths and targets only.
      if (!axe) continue
      const slug =
        path
          .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, 'id')
          .replace(/^\//, '')
          .replace(/[^a-z0-9]+/gi, '-') || 'root'
      await page.screenshot({ path: `${SCREENSHOTS}/route-${viewport.width}x${viewport.height}-${theme}-${slug}.png` })
    }
  }
}

/** The keyboard focus ring is solid (not faint) and at least 3:1 against the page in both themes. */
async function expectVisibleFocusRing(page: Page, theme: Theme) {
  await setTheme(page, theme)
  await openRoute(page, '/login')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  // Polled: the field's shadow has a (reduced-motion) transition.
  const read = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.documentElement)
      return {
        shadow: getComputedStyle(document.activeElement ?? document.body).boxShadow,
        ring: style.getPropertyValue('--focus-ring').trim(),
        background: style.getPropertyValue('--bg').trim(),
      }
    })
  await expect.poll(async () => (await read()).shadow, { message: `${theme} focus ring` }).toMatch(/ 0px 0px 0px 5px$/)
  const { shadow, ring, background } = await read()
  await screenshot(page, `phone-focus-ring-${theme}`)
  const rgb = /rgb\((\d+), (\d+), (\d+)\) 0px 0px 0px 5px/.exec(shadow)
  expect(rgb, `${theme} focus ring: ${shadow}`).not.toBeNull()
  const luminance = (channels: number[]) => {
    const [r, g, b] = channels.map((value) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const hex = (value: string) => [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16))
  const [light, dark] = [luminance(rgb!.slice(1).map(Number)), luminance(hex(background))].sort((a, b) => b - a)
  expect((light! + 0.05) / (dark! + 0.05), `${theme} ring ${ring} on ${background}`).toBeGreaterThanOrEqual(3)
}

/** Reads the first edit link's id from a list page. */
async function firstId(page: Page, list: string, link: string) {
  await openRoute(page, list)
  const href = await page.locator(`a[href*="${link}"]`).first().getAttribute('href')
  const id = href?.split(link)[1]?.split(/[?#]/)[0]
  if (!id) throw new Error(`No ${link} link on ${list}`)
  return id
}

/** A promo code of the longest allowed kind (20 characters), so its edit heading shows how long values wrap. */
async function createLongPromoCode(page: Page) {
  const code = `WMWM${Date.now().toString().padStart(16, '0').slice(-16)}`
  await openRoute(page, '/promo-codes/add')
  await page.getByLabel(/^Code/).fill(code)
  await page.getByLabel(/^Percent off/).fill('15')
  const brand = page.getByLabel(/^Brand/)
  await expect.poll(() => brand.locator('option').count()).toBeGreaterThan(1)
  await brand.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Create promo code' }).click()
  await page.waitForURL('**/promo-codes')
  await page.getByPlaceholder('Search codes and descriptions').fill(code)
  await page.waitForURL(`**/promo-codes?search=${code}`)
  await page.getByText('1 promo code', { exact: true }).waitFor()
  return firstId(page, `/promo-codes?search=${code}`, '/promo-codes/update/')
}

/** One line per kind, route, size and problem, with its themes and how many elements have it. */
function summarise(list: Finding[]): string[] {
  const lines = new Map<string, { themes: Set<Theme>; count: number; example: string }>()
  for (const finding of list) {
    const example = /\(".*"\)$/.exec(finding.detail)?.[0] ?? ''
    const key = `[${finding.kind}] ${finding.where} ${finding.detail.replace(example, '').replace(/ \d+x/, ' Wx').trim()}`
    const line = lines.get(key) ?? { themes: new Set(), count: 0, example }
    line.themes.add(finding.theme)
    line.count++
    lines.set(key, line)
  }
  return Array.from(lines, ([key, line]) => `${key} ${line.example} ${[...line.themes].join('+')} x${line.count / line.themes.size}`)
}

function report(title: string) {
  const failing = summarise(findings)
  findings.length = 0
  expect(failing, title).toEqual([])
}

describe('every route', () => {
  it('public routes at 360 px in both themes', async () => {
    const page = await context.newPage()
    await page.goto('/login')
    await visitAll(page, publicRoutes, phone, ['light', 'dark'])
    for (const theme of ['light', 'dark'] as const) await expectVisibleFocusRing(page, theme)
    await page.close()
    report('public routes')
  }, 120_000)

  it('protected routes at 360 px in both themes and at 1440 px, and the 403 page', async () => {
    const page = await context.newPage()
    await signIn(page, 'owner@kesar.example', 'Kesar@2026')
    await page.setViewportSize(desktop)
    const ids = {
      ':promo': await createLongPromoCode(page),
      ':template': await firstId(page, '/products/templates', '/products/templates/update/'),
      ':variant': await firstId(page, '/products/variants', '/products/variants/update/'),
      ':brand': await firstId(page, '/brands-list', '/brands-list/update/'),
      ':feed': await firstId(page, '/feeds', '/feeds/update/'),
      ':campaign': await firstId(page, '/campaigns', '/campaigns/view/'),
      ':tour': await firstId(page, '/manage-logistics', '/manage-logistics/'),
    }
    const paths = protectedRoutes.map((path) => path.replace(/:(promo|template|variant|brand|feed|campaign|tour)$/, (key) => ids[key as keyof typeof ids]))
    await visitAll(page, paths, phone, ['light', 'dark'])
    await visitAll(page, paths, landscape, ['light'], { axe: false })
    await visitAll(page, paths, desktop, ['light'])

    // The 403 page: the permissions answer without one area.
    await page.route('**/api/accounts/get_urls', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { permissions: string[] }
      await route.fulfill({ response, json: { ...body, permissions: body.permissions.filter((path) => !path.startsWith('/feeds')) } })
    })
    await page.evaluate(() => localStorage.removeItem('cachedPermissions'))
    for (const [viewport, themes] of [
      [phone, ['light', 'dark']],
      [desktop, ['light']],
    ] as const) {
      await page.setViewportSize(viewport)
      for (const theme of themes) {
        await setTheme(page, theme)
        await page.goto('/feeds')
        await page.getByText('You do not have access to this page').waitFor()
        await checkRoute(page, '/feeds (403)', viewport, theme, true)
      }
    }
    await page.close()
    report('protected routes')
  }, 600_000)
})
