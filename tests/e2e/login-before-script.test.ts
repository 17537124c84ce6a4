// /login comes drawn in its HTML (scripts/prerender.ts): the form is on screen before the app's script has run, and what
// someone types or submits in that time is what React works with once it has taken the page over (src/main.tsx).
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeCount, latestCode, launchBrowser, newContext } from './browser'

// The second demo organisation's owner: no other browser test signs in as them, so their per-email code limit is this file's.
const OWNER = { email: 'owner@lotus.example', password: 'Lotus@2026' }
const entryScript = /\/assets\/index-[\w-]+\.js$/
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens /login with the app's entry script held back until `release` is called; collects page errors and layout shifts. */
async function openWithScriptHeld(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { layoutShifts: number[] }).layoutShifts = [])
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    })
  })
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(entryScript, async (route: Route) => {
    await held
    await route.continue()
  })
  const codesBefore = codeCount(OWNER.email, 'login')
  await page.goto('/login', { waitUntil: 'commit' })
  await page.getByRole('heading', { name: 'Sign In' }).waitFor()
  return { errors, release, codesBefore }
}

const hydrated = (page: Page) => page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' })
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))

// The sign-in (a password hash, the code sent, the next screen's chunk) can take a while on a loaded machine.
const signInTime = { timeout: 30_000 }

async function finishSignIn(page: Page, codesBefore: number): Promise<void> {
  await page.waitForURL('**/sms-otp-verify**', signInTime)
  await page.getByLabel(/One-time code/).fill(await latestCode(OWNER.email, 'login', codesBefore))
  await page.waitForURL('**/dashboard')
}

describe('/login before its script has run', () => {
  it('paints the form from HTML, keeps what was typed with focus and caret, then signs in', async () => {
    const context = await newContext(browser)
    try {
      const page = await context.newPage()
      const { errors, release, codesBefore } = await openWithScriptHeld(page)
      expect(await page.locator('#root[data-prerendered="/login"]').count()).toBe(1)
      await page.getByLabel('Email address').fill(OWNER.email)
      await page.getByLabel(/^Password/).pressSequentially(OWNER.password)
      const password = page.getByLabel(/^Password/)
      const caret = () => password.evaluate((input: HTMLInputElement) => [document.activeElement === input, input.selectionStart, input.selectionEnd])
      expect(await caret()).toEqual([true, OWNER.password.length, OWNER.password.length])

      release()
      await hydrated(page)
      expect(await page.getByLabel('Email address').inputValue()).toBe(OWNER.email)
      expect(await password.inputValue()).toBe(OWNER.password)
      expect(await caret()).toEqual([true, OWNER.password.length, OWNER.password.length])
      expect(await layoutShift(page)).toBe(0)
      expect(errors).toEqual([])

      // Enter in the field that kept its focus signs in with what was typed before the script ran.
      await page.keyboard.press('Enter')
      await finishSignIn(page, codesBefore)
    } finally {
      await context.close()
    }
  })

  it('holds a Sign In pressed before the script ran (in the dark theme), then sends it, never as a URL', async () => {
    const context = await newContext(browser, 'phone')
    try {
      const page = await context.newPage()
      await page.emulateMedia({ colorScheme: 'dark' })
      const urls: string[] = []
      page.on('framenavigated', (frame) => urls.push(frame.url()))
      const { errors, release, codesBefore } = await openWithScriptHeld(page)
      await page.getByLabel('Email address').fill(OWNER.email)
      await page.getByLabel(/^Password/).fill(OWNER.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      expect(page.url()).toMatch(/\/login$/)

      release()
      await finishSignIn(page, codesBefore)
      expect(urls.filter((url) => url.includes('password') || url.includes('%40'))).toEqual([])
      expect(await page.getByRole('button', { name: 'Switch to light theme' }).count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
