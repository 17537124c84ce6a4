import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'
import { chooseRide } from './ride-form'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('manual booking and logistics on a phone', () => {
  it('books a ride from known places and finds it in /bookings-all', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'dispatcher@kesar.example', 'Kesar@2026')
      await chooseRide(page)
      const customer = `Phone Rider ${Date.now().toString().slice(-6)}`
      await page.getByLabel(/^Customer name/).fill(customer)
      await page.getByLabel(/^Customer phone/).fill('+919800000042')
      await screenshot(page, 'phone-booking-form')
      await page.getByRole('button', { name: 'Book ride' }).click()
      await page.getByText('Ride booked', { exact: true }).first().waitFor()

      await page.goto(`/bookings-all?search=${encodeURIComponent(customer)}`)
      await page.getByText(customer).first().waitFor()
      await page.getByText('Hitec City MMTS → Charminar').first().waitFor()
      await screenshot(page, 'phone-bookings-all')
    } finally {
      await context.close()
    }
  })

  it('keeps a long place suggestion inside a 360 px phone', async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 360, height: 640 })
      await signIn(page, 'dispatcher@kesar.example', 'Kesar@2026', '/booking')
      await page.getByLabel('Search pickup').fill('rajiv')
      const suggestion = page.getByRole('button', { name: /Rajiv Gandhi International Airport/ })
      await suggestion.waitFor()
      await screenshot(page, 'phone-booking-place-suggestions')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      const box = await suggestion.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(360 - 16)
      expect(box!.height).toBeGreaterThanOrEqual(44)
    } finally {
      await context.close()
    }
  })

  it("starts a Delhi organisation's booking in Delhi", async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'owner@lotus.example', 'Lotus@2026', '/booking')
      await page.getByRole('heading', { name: 'Book a ride' }).waitFor()
      await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe('delhi')
      await page.getByLabel('Search pickup').fill('connaught')
      await page.getByRole('button', { name: /Connaught Place Inner Circle/ }).waitFor()
    } finally {
      await context.close()
    }
  })

  it("marks a tour's stop done", async () => {
    const context = await newContext(browser, 'phone')
    const page = await context.newPage()
    try {
      await signIn(page, 'dispatcher@kesar.example', 'Kesar@2026', '/manage-logistics?status=planned')
      await page.getByRole('heading', { name: 'Logistics' }).waitFor()
      await page
        .getByRole('link', { name: /^T-\d{4}$/ })
        .first()
        .click()
      await page.getByRole('img', { name: /Route of tour/ }).waitFor()
      await page.getByText(/^0 of \d+ stops resolved/).waitFor()
      await screenshot(page, 'phone-tour-detail')
      await page.getByRole('button', { name: 'Mark stop 1 done' }).click()
      // A marked stop cannot go back, so the tap asks first (issue 18, item 14).
      await page.getByRole('dialog', { name: 'Mark stop 1 done?' }).getByRole('button', { name: 'Mark done' }).click()
      await page.getByText('Stop updated').first().waitFor()
      await page.getByText(/^1 of \d+ stops resolved \(1 done, 0 failed\)/).waitFor()
    } finally {
      await context.close()
    }
  })
})
