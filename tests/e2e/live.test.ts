import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'
import { chooseRide } from './ride-form'

/**
 * Live updates (docs/history.md#live-updates): what one person changes shows on another's open screens without a
 * reload, and a change made while the other was offline shows once they are back. One API process here (the suite's
 * server); two processes over one PostgreSQL database are tests/server/events-processes.test.ts.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Row = Record<string, string>

async function openTicketOnFirstPage(page: Page): Promise<Row> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const response = await page.request.get('/api/brand_complaints/get_complaints?page_size=20', { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const rows = ((await response.json()) as { data: Row[] }).data
  const open = rows.find((row) => row.status === 'open')
  if (!open) throw new Error('no open complaint on the first page of the desk')
  return open
}

/** The ticket's status as B's list shows it, in its row. */
const statusInList = (page: Page, ticket: string, status: string) => page.getByRole('row').filter({ hasText: ticket }).getByText(status, { exact: true })
/** The ticket's status at the top of its own screen. */
const statusOnTicket = (page: Page, status: string) => page.getByRole('main').getByText(status, { exact: true }).first()

describe('live updates between two people on the desk', () => {
  it("shows A's changes on B's list and open ticket without a reload, and the one made while B was offline once B is back", async () => {
    const contexts: BrowserContext[] = []
    try {
      const a = await newContext(browser)
      const b = await newContext(browser)
      contexts.push(a, b)
      const owner = await a.newPage()
      const desk = await b.newPage()
      await signIn(owner, 'owner@kesar.example', 'Kesar@2026')
      await signIn(desk, 'support@kesar.example', 'Kesar@2026')
      const ticket = await openTicketOnFirstPage(desk)
      const number = String(ticket.ticket_number)

      await desk.goto('/complaints')
      await statusInList(desk, number, 'Open').waitFor()
      const ticketPage = await b.newPage()
      await ticketPage.goto(`/complaints/view/${ticket.complaint_id}`)
      await ticketPage.getByRole('heading', { name: `Complaint ${number}` }).waitFor()
      await statusOnTicket(ticketPage, 'Open').waitFor()

      await owner.goto(`/complaints/view/${ticket.complaint_id}`)
      await owner.getByRole('button', { name: 'Start work' }).click()
      await owner.getByText('Status updated').first().waitFor()
      await owner.getByRole('button', { name: 'Resolve' }).click()
      await owner.getByRole('dialog', { name: 'Resolve this complaint?' }).getByRole('button', { name: 'Resolve' }).click()
      await owner.getByRole('button', { name: 'Close' }).waitFor()

      await statusInList(desk, number, 'Resolved').waitFor({ timeout: 5000 })
      await statusOnTicket(ticketPage, 'Resolved').waitFor({ timeout: 5000 })
      await ticketPage.getByRole('button', { name: 'Close' }).waitFor({ timeout: 5000 })
      await screenshot(ticketPage, 'desktop-live-resolved')

      await b.setOffline(true)
      await ticketPage
        .getByText(/offline/i)
        .first()
        .waitFor()
      await owner.getByRole('button', { name: 'Close' }).click()
      await owner.getByRole('dialog', { name: 'Close this complaint?' }).getByRole('button', { name: 'Close' }).click()
      await statusOnTicket(owner, 'Closed').waitFor()
      expect(await statusOnTicket(ticketPage, 'Resolved').isVisible()).toBe(true)

      await b.setOffline(false)
      await statusOnTicket(ticketPage, 'Closed').waitFor({ timeout: 10_000 })
      await statusInList(desk, number, 'Closed').waitFor({ timeout: 10_000 })
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})

describe('live updates between two dispatchers', () => {
  it("counts a booking one dispatcher makes on the other's open list without moving its rows, and shows it when asked", async () => {
    const contexts: BrowserContext[] = []
    try {
      const day = await newContext(browser, 'phone')
      const night = await newContext(browser)
      contexts.push(day, night)
      const booker = await day.newPage()
      const desk = await night.newPage()
      await signIn(booker, 'dispatcher@kesar.example', 'Kesar@2026')
      await signIn(desk, 'night.dispatch@kesar.example', 'Kesar@2026', '/bookings-all')
      await desk.getByText(/[\d,]+ bookings?$/).waitFor()
      const firstRow = await desk.getByRole('row').nth(1).textContent()

      await chooseRide(booker)
      const customer = `Live Rider ${Date.now().toString().slice(-6)}`
      await booker.getByLabel(/^Customer name/).fill(customer)
      await booker.getByLabel(/^Customer phone/).fill('+919800000077')
      await booker.getByRole('button', { name: 'Book ride' }).click()
      await booker.getByText('Ride booked', { exact: true }).first().waitFor()

      const fresh = desk.getByRole('button', { name: '1 new booking, show' })
      await fresh.waitFor({ timeout: 5000 })
      // Counted, not fetched: the row being read stays where it was.
      expect(await desk.getByRole('row').nth(1).textContent()).toBe(firstRow)
      await screenshot(desk, 'desktop-live-new-booking')
      await fresh.click()
      await desk.getByText(customer).first().waitFor()
      expect(await fresh.count()).toBe(0)
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})

describe('live updates in many tabs', () => {
  it("holds one stream for all of a person's tabs, passes its events to the others, and hands it on when its tab closes", async () => {
    const contexts: BrowserContext[] = []
    try {
      const desk = await newContext(browser)
      const other = await newContext(browser)
      contexts.push(desk, other)
      const streams: string[] = []
      desk.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/events') streams.push(request.url())
      })
      const first = await desk.newPage()
      // Straight to the list: a first page on the dashboard would have opened a stream of its own before it.
      await signIn(first, 'support@kesar.example', 'Kesar@2026', '/complaints')
      const ticket = await openTicketOnFirstPage(first)
      const number = String(ticket.ticket_number)
      await statusInList(first, number, 'Open').waitFor()
      await expect.poll(() => streams.length).toBe(1)
      const second = await desk.newPage()
      await second.goto(`/complaints/view/${ticket.complaint_id}`)
      await statusOnTicket(second, 'Open').waitFor()

      const owner = await other.newPage()
      await signIn(owner, 'owner@kesar.example', 'Kesar@2026', `/complaints/view/${ticket.complaint_id}`)
      await owner.getByRole('button', { name: 'Start work' }).click()
      await owner.getByText('Status updated').first().waitFor()
      await statusInList(first, number, 'In progress').waitFor({ timeout: 5000 })
      await statusOnTicket(second, 'In progress').waitFor({ timeout: 5000 })
      // The second tab heard it from the first: still one stream.
      expect(streams.length).toBe(1)

      await first.close()
      await expect.poll(() => streams.length, { timeout: 10_000 }).toBe(2)
      await owner.getByRole('button', { name: 'Resolve' }).click()
      await owner.getByRole('dialog', { name: 'Resolve this complaint?' }).getByRole('button', { name: 'Resolve' }).click()
      await statusOnTicket(second, 'Resolved').waitFor({ timeout: 5000 })
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})
