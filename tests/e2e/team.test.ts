import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, signIn } from './browser'
import { inviteSupportAgent, joinByInvite } from './team-flow'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const openPage = async () => (await newContext(browser, 'desktop')).newPage()
const navLinks = async (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()

describe('the team', () => {
  it('owner invites a support agent, who joins through the link and the SMS code; deactivation signs the agent out live', async () => {
    const email = `agent+${Date.now()}@kesar.example`
    const owner = await openPage()
    await signIn(owner, 'owner@kesar.example', 'Kesar@2026')
    await inviteSupportAgent(owner, { email, phone: '9812345680' })

    // The agent opens the link, sets a name, password and phone, and proves the phone.
    const agent = await openPage()
    await joinByInvite(agent, { email, phone: '9812345680', firstName: 'Neha', lastName: 'Kulkarni' })
    await agent.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Complaints' }).waitFor()
    expect((await navLinks(agent)).map((text) => text.trim())).toEqual(['Dashboard', 'Inbox', 'Subscribers', 'Complaints', 'Bookings', 'Account'])

    // The owner deactivates the agent from the Team screen; the agent's open app lands on /login saying why.
    await owner.goto('/team')
    await owner.getByRole('button', { name: 'Neha Kulkarni' }).click()
    const drawer = owner.getByRole('dialog', { name: 'Neha Kulkarni' })
    await drawer.getByRole('button', { name: 'Deactivate' }).click()
    await owner.getByRole('dialog', { name: 'Deactivate' }).getByRole('button', { name: 'Deactivate' }).click()
    await owner.getByText('Member deactivated and signed out everywhere').waitFor()
    await agent.waitForURL('**/login', { timeout: 15_000 })
    await agent.getByText('You were signed out because your access to this organisation was turned off.').waitFor()
  })
})
