import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { launchBrowser, newContext, screenshot, signIn } from './browser'
import { inviteSupportAgent, joinByInvite } from './team-flow'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const openPage = async (viewport: 'desktop' | 'phone' = 'desktop') => (await newContext(browser, viewport)).newPage()
const navLinks = async (page: Page) => (await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).map((text) => text.trim())

/** Issue 28: what the agent's app shows follows the role the owner gives them, live, and the server refuses what it hides. */
describe('roles as data, live', () => {
  it('an invited support agent sees the role’s screens; a custom view-only role reaches the open app within 2 s and the server refuses its writes', async () => {
    const email = `viewer+${Date.now()}@kesar.example`
    const owner = await openPage()
    await signIn(owner, 'owner@kesar.example', 'Kesar@2026')
    await inviteSupportAgent(owner, { email, phone: '9812345681' })

    // The agent joins through the link from the outbox and the SMS code, and sees only the support role's screens.
    const agent = await openPage()
    await joinByInvite(agent, { email, phone: '9812345681', firstName: 'Ishaan', lastName: 'Bhatt' })
    await agent.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }).waitFor()
    expect(await navLinks(agent)).toEqual(['Dashboard', 'Inbox', 'Subscribers', 'Complaints', 'Bookings', 'Account'])

    // The agent works an open ticket: support may change complaints, so its moves and the note form are offered.
    await agent.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Complaints' }).click()
    await agent.getByRole('link', { name: 'Open and mine' }).waitFor()
    const token = await agent.evaluate(() => localStorage.getItem('authToken'))
    const api = agent.context().request
    const auth = { Authorization: `Bearer ${token}` }
    const listed = await api.get('/api/brand_complaints/get_complaints?status=open&page_size=1', { headers: auth })
    const ticket = ((await listed.json()) as { data: { complaint_id: string; ticket_number: string; updated_at: string }[] }).data[0]!
    await agent.goto(`/complaints/view/${ticket.complaint_id}`)
    const startWork = agent.getByRole('button', { name: 'Start work' })
    await startWork.waitFor()
    expect(await startWork.isEnabled()).toBe(true)
    expect(await agent.getByRole('button', { name: 'Add to timeline' }).isEnabled()).toBe(true)

    // A second owner context makes a view-only role on /roles.
    const shaper = await openPage()
    await signIn(shaper, 'owner@kesar.example', 'Kesar@2026', '/roles/add')
    await shaper.getByLabel(/^Name/).fill('Support viewer')
    await shaper.getByLabel(/^Subscribers/).selectOption('view')
    await shaper.getByLabel(/^Complaints/).selectOption('view')
    await shaper.getByRole('button', { name: 'Create role' }).click()
    await shaper.waitForURL('**/roles')
    await shaper.getByText('Support viewer').first().waitFor()

    // The first owner's open Team screen offers the new role (its pickers follow the role's creation live).
    await owner.getByRole('button', { name: 'Ishaan Bhatt' }).click()
    const drawer = owner.getByRole('dialog', { name: 'Ishaan Bhatt' })
    await drawer.getByRole('option', { name: 'Support viewer' }).waitFor({ state: 'attached' })
    await drawer.getByLabel('Role').selectOption({ label: 'Support viewer' })
    await drawer.getByRole('button', { name: 'Change role' }).click()
    await owner.getByText('Role changed', { exact: false }).first().waitFor()

    // The agent's open app follows within 2 s, without a reload: the sidebar loses Bookings, the ticket's writes go.
    const nav = agent.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Bookings' }).waitFor({ state: 'detached', timeout: 2000 })
    await agent.getByText('You can view this screen but not change it.').first().waitFor({ timeout: 2000 })
    expect(await navLinks(agent)).toEqual(['Dashboard', 'Inbox', 'Subscribers', 'Complaints', 'Account'])
    expect(await agent.getByRole('button', { name: 'Add to timeline' }).isDisabled()).toBe(true)
    await vi.waitFor(async () => expect(await startWork.isDisabled()).toBe(true), { timeout: 2000, interval: 50 })

    // The server refuses the write with the spec's permission message, whatever the app shows; reading still works.
    const refused = await api.put(`/api/brand_complaints/update_status/${ticket.complaint_id}`, {
      headers: auth,
      data: { status: 'in_progress', updated_at: ticket.updated_at },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ status: false, message: 'You do not have permission to do this.' })
    const read = await api.get(`/api/brand_complaints/get_complaint_details/${ticket.complaint_id}`, { headers: auth })
    expect(read.status()).toBe(200)
    expect(((await read.json()) as { data: { status: string } }).data.status).toBe('open')
  })

  it('the Team and Roles screens at 360x640 and 1440x900 (screenshots for review)', async () => {
    const page = await openPage('phone')
    await signIn(page, 'owner@kesar.example', 'Kesar@2026')
    const screens = [
      ['/team', 'Team'],
      ['/team/invite', 'Invite'],
      ['/roles', 'Roles'],
      ['/roles/add', 'New role'],
    ] as const
    for (const size of [
      { width: 360, height: 640 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size)
      for (const [path, heading] of screens) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1, name: heading, exact: false }).first().waitFor()
        // Loaded: no placeholder left (the live stream keeps the network busy, so no 'networkidle').
        await page.locator('.skeleton').first().waitFor({ state: 'detached' })
        await screenshot(page, `team-roles${path.replaceAll('/', '-')}-${size.width}`)
        // Nothing wider than the window: no sideways scroll.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      }
    }
  })
})
