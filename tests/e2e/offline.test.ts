import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn, waitForSavedCopy } from './browser'

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

/** Lets the throttled IndexedDB persister write what the screen just fetched. */
async function open(viewport: 'phone' | 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, viewport)
  return { context, page: await context.newPage() }
}

describe('offline', () => {
  it('reloads offline into the shell with the last-seen dashboard and account, then says it is back online', async () => {
    const { context, page } = await open('desktop')
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      await page.getByText('Team members', { exact: true }).waitFor()
      await page.goto('/accounts')
      await page.getByRole('heading', { name: 'Kesar Lifestyle Pvt Ltd' }).waitFor()
      await waitForServiceWorker(page)
      await page.goto('/dashboard')
      await page.getByText('Team members', { exact: true }).waitFor()
      await screenshot(page, 'desktop-dashboard')
      await waitForSavedCopy(page, '"vendor-stats"', '"erp-user"')

      await context.setOffline(true)
      await page.getByText('You are offline. Some features may not work.').waitFor()
      await page.reload()
      await page.getByText('You are offline. Some features may not work.').waitFor()
      await page.getByText('Team members', { exact: true }).waitFor()
      await page.getByText(/Offline · showing data saved/).waitFor()
      await page.getByRole('link', { name: 'Account' }).first().click()
      await page.getByRole('heading', { name: 'Kesar Lifestyle Pvt Ltd' }).waitFor()
      await screenshot(page, 'desktop-accounts-offline')

      await context.setOffline(false)
      await page.getByText('You are back online 🎉').waitFor()
      await page.getByText('You are back online 🎉').waitFor({ state: 'detached', timeout: 6000 })
      expect(await page.getByText('You are offline. Some features may not work.').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('disables submit offline, says why, and keeps what was typed across an offline reload', async () => {
    const { context, page } = await open('phone')
    try {
      await page.goto('/login')
      await waitForServiceWorker(page)
      await page.getByLabel('Email address').fill('field.staff@kesar.example')
      await context.setOffline(true)
      const button = page.getByRole('button', { name: 'Sign In' })
      await page.getByText(/You are offline. Please check your internet connection./).waitFor()
      expect(await button.isDisabled()).toBe(true)
      // The form keeps what was typed as a draft (saved a moment after typing): reload once it is saved.
      await page.waitForFunction((email) => localStorage.getItem('draft:login')?.includes(email) === true, 'field.staff@kesar.example')
      await page.reload()
      await page.getByRole('heading', { name: 'Sign In' }).waitFor()
      // The page's HTML paints the form at once; the kept email and the offline state come with the script.
      await page.getByRole('button', { name: 'Sign In', disabled: true }).waitFor()
      expect(await page.getByLabel('Email address').inputValue()).toBe('field.staff@kesar.example')
      expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true)
      await screenshot(page, 'phone-login-offline')
    } finally {
      await context.close()
    }
  })

  it('renders the dashboard on a phone with the thumb menu', async () => {
    const { context, page } = await open('phone')
    try {
      await signIn(page, 'owner@kesar.example', 'Kesar@2026')
      await page.getByText('Team members', { exact: true }).waitFor()
      await screenshot(page, 'phone-dashboard')
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('dialog', { name: 'All areas' }).getByRole('link', { name: 'Account' }).click()
      await page.getByRole('heading', { name: 'Kesar Lifestyle Pvt Ltd' }).waitFor()
      await screenshot(page, 'phone-accounts')
      expect(page.url()).toMatch(/\/accounts$/)
    } finally {
      await context.close()
    }
  })
})
