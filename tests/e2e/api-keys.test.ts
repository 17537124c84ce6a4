import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, signIn } from './browser'
import { axeViolations, sidewaysScroll, smallTargets } from './page-checks'

let browser: Browser
// A local receiver of the webhook's test event (the e2e server allows local addresses: WEBHOOK_ALLOW_PRIVATE).
let receiver: Server
const received: string[] = []
beforeAll(async () => {
  browser = await launchBrowser()
  receiver = createServer((request, response) => {
    received.push(String(request.headers['webhook-id']))
    request.resume()
    request.on('end', () => response.writeHead(204).end())
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

describe('API keys and webhooks', () => {
  it('the owner makes a key on a phone, sees its secret once, finds it listed and revokes it; then a webhook endpoint and its test delivery', async () => {
    const name = `Warehouse ${Date.now().toString(36)}`
    // A phone 360 px wide, its own address, and the CSP bypassed so axe can be injected.
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
      extraHTTPHeaders: { 'x-forwarded-for': `10.233.${Date.now() % 250}.7` },
    })
    context.setDefaultTimeout(10_000)
    try {
      const page = await context.newPage()
      await signIn(page, 'owner@kesar.example', 'Kesar@2026', '/api-keys')
      await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor()
      await page.getByRole('link', { name: 'New API key' }).first().waitFor()
      await page.goto('/api-keys/new')
      await page.getByLabel(/^Name/).fill(name)
      await page.getByLabel(/^Role/).selectOption('marketing')
      expect(await axeViolations(page)).toEqual([])
      expect(await sidewaysScroll(page)).toBe(0)
      await page.getByRole('button', { name: 'Create key' }).click()
      const secret = page.getByTestId('api-key-secret')
      await expect.poll(async () => (await secret.textContent()) ?? '').toMatch(/^bok_[A-Za-z0-9_-]{43}$/)
      expect(await axeViolations(page)).toEqual([])
      const shown = (await secret.textContent()) ?? ''
      await page.getByRole('link', { name: 'Done' }).click()
      await page.waitForURL('**/api-keys')
      await page.getByText(name).first().waitFor()
      expect(await sidewaysScroll(page)).toBe(0)
      expect(await smallTargets(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      // The secret is not on the list: only its first characters.
      expect(await page.content()).not.toContain(shown)
      await page.getByRole('button', { name: `Revoke ${name}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
      await page.getByText('API key revoked').first().waitFor()

      // A webhook endpoint: its secret once, then its delivery log shows the test event delivered.
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${name.replace(/\W/g, '')}`
      await page.goto('/webhooks/new')
      await page.getByLabel(/^URL/).fill(url)
      await page.getByLabel('Promo code', { exact: true }).check()
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Create endpoint' }).click()
      await expect.poll(async () => (await page.getByTestId('webhook-secret').textContent()) ?? '').toMatch(/^whsec_/)
      const firstSecret = await page.getByTestId('webhook-secret').textContent()
      await page.getByRole('link', { name: 'Done' }).click()
      await page.getByRole('heading', { name: 'Delivery log', level: 1 }).waitFor()
      await page.getByRole('button', { name: 'Send test event' }).click()
      // The log reads itself again while the delivery runs; a phone shows each attempt as a card.
      await page.locator('li').filter({ hasText: 'webhook.test' }).filter({ hasText: 'Delivered' }).first().waitFor()
      expect(received).toHaveLength(1)
      // Rotate secret, confirmed: the new one shown once; the page says the old one still signs for a while.
      await page.getByRole('button', { name: 'Rotate secret' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click()
      await page.getByRole('heading', { name: "The endpoint's new signing secret" }).waitFor()
      const rotated = (await page.getByTestId('webhook-secret').textContent()) ?? ''
      expect([rotated.startsWith('whsec_'), rotated === firstSecret]).toEqual([true, false])
      await page.getByText(/also signed with the previous secret until/).waitFor()
      await page.getByRole('button', { name: 'Done' }).click()
      await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0)
      expect(await sidewaysScroll(page)).toBe(0)
      expect(await smallTargets(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
