import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchOwnBrowser, newContext, signIn } from './browser'

/**
 * Push to the service worker (docs/areas/inbox.md#push): the manager assigns a ticket to support; support's bell counts
 * it within 2 s; then the notification, as the server's push carries it, is delivered to support's service worker
 * through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage: no push service in a test browser), the
 * worker shows it, and handling its click takes support's open tab to the ticket.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchOwnBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Row = Record<string, string>
/** What the test reads of the worker's scope (the test's own types know no service worker). */
type Shown = { title: string; data: unknown }
type WorkerScope = {
  registration: { getNotifications: () => Promise<Shown[]> }
  dispatchEvent: (event: Event) => boolean
  NotificationEvent: new (type: string, init: { notification: Shown }) => Event
}
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'))
const authorised = async (page: Page) => ({ headers: { authorization: `Bearer ${await tokenOf(page)}` } })

describe('a push reaches support’s service worker', () => {
  it('shows the assigned ticket and opens it when handled', { timeout: 120_000 }, async () => {
    const contexts: BrowserContext[] = []
    try {
      const a = await newContext(browser)
      const b = await newContext(browser)
      contexts.push(a, b)
      await b.grantPermissions(['notifications'])
      const manager = await a.newPage()
      const support = await b.newPage()
      await signIn(manager, 'manager@kesar.example', 'Kesar@2026')
      await signIn(support, 'support@kesar.example', 'Kesar@2026')
      await support.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      // Controlled by the worker from here on (the first page loaded before it was installed).
      await support.reload()
      await support.request.post('/api/notifications/read-all', { ...(await authorised(support)), data: {} })
      await support.reload()
      await support.getByRole('link', { name: 'Notifications', exact: true }).waitFor()

      const cdp = await b.newCDPSession(support)
      const registration = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          const found = registrations.find((entry) => entry.scopeURL.endsWith('/'))
          if (found) resolve(found.registrationId)
        })
      })
      await cdp.send('ServiceWorker.enable')

      const list = await manager.request.get('/api/brand_complaints/get_complaints?page_size=50&status=open', await authorised(manager))
      const ticket = ((await list.json()) as { data: Row[] }).data.find((row) => !row.assignee_id)
      if (!ticket) throw new Error('no unassigned open complaint')
      await manager.goto(`/complaints/view/${ticket.complaint_id}`)
      await manager.getByLabel('Assignee').selectOption({ label: 'Vikram Nair' })
      await manager.getByText('Assigned to Vikram Nair').first().waitFor()
      await support.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 2000 })

      // What the server's push job sends for it (server/areas/inbox/push.ts): the row's id, title, details and link.
      const inbox = await support.request.get('/api/notifications?page_size=1', await authorised(support))
      const [notification] = ((await inbox.json()) as { data: Row[] }).data
      expect(notification?.link).toBe(`/complaints/view/${ticket.complaint_id}`)
      const payload = JSON.stringify({ id: notification!.id, title: notification!.title, body: notification!.body, link: notification!.link })
      const origin = new URL(support.url()).origin
      const [worker] = b.serviceWorkers()
      if (!worker) throw new Error('no service worker')
      const shown = () =>
        worker.evaluate(async () =>
          (await (self as unknown as WorkerScope).registration.getNotifications()).map((item) => ({ title: item.title, data: item.data })),
        )
      // DevTools' delivery stands in for a push service here, and once in a full run nothing was shown 5 s after it. A push
      // service delivers again what the browser did not take, so this does too. The notification's tag is the row's id: a
      // second delivery replaces the first, and one notification is shown either way.
      const shownWithin4s = () =>
        expect
          .poll(shown, { timeout: 4000, interval: 250 })
          .not.toEqual([])
          .then(
            () => true,
            () => false,
          )
      let delivered = false
      for (let attempt = 0; attempt < 3 && !delivered; attempt++) {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: payload })
        delivered = await shownWithin4s()
      }
      const notifications = await shown()
      expect(notifications).toEqual([
        { title: `Ticket ${ticket.ticket_number} was assigned to you`, data: { link: `/complaints/view/${ticket.complaint_id}` } },
      ])
      // The notification's click, as the browser would hand it to the worker: support's open tab goes to the ticket.
      await worker.evaluate(async () => {
        const scope = self as unknown as WorkerScope
        const [item] = await scope.registration.getNotifications()
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: item! }))
      })
      await support.waitForURL(`**/complaints/view/${ticket.complaint_id}`, { timeout: 10_000 })
      await support.getByRole('heading', { name: `Complaint ${ticket.ticket_number}` }).waitFor()
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})
