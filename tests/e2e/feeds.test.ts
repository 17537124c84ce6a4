import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn, waitForSavedCopy } from './browser'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

describe('feeds on a phone', () => {
  it('creates a post with an image, finds it by search and unpublishes it with the switch', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'marketing@kesar.example', 'Kesar@2026', '/feeds')
      await page.getByRole('heading', { name: 'Feeds' }).waitFor()
      await page.getByText(/\d+ posts/).waitFor()
      await screenshot(page, 'phone-feeds')
      await page.getByRole('link', { name: 'New post' }).first().click()
      await page.getByRole('heading', { name: 'New post' }).waitFor()

      await page.getByRole('button', { name: 'Publish post' }).click()
      await page.getByText('Please enter a title').waitFor()
      const title = `E2E post ${Date.now().toString().slice(-8)}`
      await page.getByLabel(/^Title/).fill(title)
      await page.getByLabel(/^Text/).fill('Our winter edit is in stores now.')
      await page.getByLabel(/^Type/).selectOption('offer')
      await page.locator('input[type="file"]').setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: PNG })
      await page.getByText('New', { exact: true }).waitFor()
      await screenshot(page, 'phone-feed-form')
      await page.getByRole('button', { name: 'Publish post' }).click()
      await page.waitForURL(/\/feeds(\?|$)/)
      await page.getByText('Feed created').first().waitFor()

      await page.getByPlaceholder('Search titles and text').fill(title)
      await page.waitForURL(/\/feeds\?search=/)
      await page.getByText('1 post', { exact: true }).waitFor()
      const card = page.getByRole('link', { name: title })
      await card.waitFor()
      const thumb = page.locator('img.thumb').first()
      await thumb.waitFor()
      expect(await thumb.getAttribute('src')).toContain('/api/feeds/media/')

      await page.getByRole('switch', { name: `Unpublish ${title}` }).click()
      await page.getByRole('switch', { name: `Publish ${title}` }).waitFor()
      await page.getByText('Feed unpublished').first().waitFor()
      const refetched = page.waitForResponse((response) => response.url().includes('/api/feeds/get_feeds?') && response.ok())
      await page.reload()
      await refetched
      await expect
        .poll(() => page.getByRole('switch', { name: new RegExp(`ublish ${title}$`) }).getAttribute('aria-checked'), { timeout: 10_000 })
        .toBe('false')
      await screenshot(page, 'phone-feeds-search')
    } finally {
      await context.close()
    }
  })

  it('reopens a visited feed list offline from the saved copy', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026', '/feeds')
      await page.getByText(/\d+ posts/).waitFor()
      const first = (await page.locator('.name-link').first().textContent()) ?? ''
      expect(first).not.toBe('')
      await waitForServiceWorker(page)
      await waitForSavedCopy(page, '"feeds"', first)

      await context.setOffline(true)
      await page.reload()
      await page.getByText('You are offline. Some features may not work.').waitFor()
      await page.getByRole('heading', { name: 'Feeds' }).waitFor()
      await page.getByRole('link', { name: first }).first().waitFor()
      await screenshot(page, 'phone-feeds-offline')
    } finally {
      await context.close()
    }
  })

  it('edits a post on a desktop: a new title, unpublished from the form', async () => {
    const context = await newContext(browser, 'desktop')
    const page = await context.newPage()
    try {
      await signIn(page, 'manager@kesar.example', 'Kesar@2026', '/feeds?status=published&ordering=title')
      await page.getByText(/\d+ posts/).waitFor()
      await screenshot(page, 'desktop-feeds')
      const link = page.locator('.name-link').first()
      const before = (await link.textContent()) ?? ''
      await link.click()
      await page.getByRole('heading', { name: `Edit ${before}` }).waitFor()
      const title = `Edited ${Date.now().toString().slice(-8)}`
      await page.getByLabel(/^Title/).fill(title)
      await page.getByRole('switch', { name: 'Status: Published' }).click()
      await screenshot(page, 'desktop-feed-edit')
      await page.getByRole('button', { name: 'Save changes' }).click()
      // Back to the list as it was left: its filter and sort kept.
      await page.waitForURL('**/feeds?status=published&ordering=title')
      await page.getByText('Feed updated').first().waitFor()
      await page.goto(`/feeds?search=${encodeURIComponent(title)}`)
      await page.getByRole('switch', { name: `Publish ${title}` }).waitFor()
      expect(await page.getByRole('switch', { name: `Publish ${title}` }).getAttribute('aria-checked')).toBe('false')
    } finally {
      await context.close()
    }
  })
})
