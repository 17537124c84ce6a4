import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, latestInviteLink, launchBrowser, newContext, signIn } from './browser'

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
    await owner.goto('/team/invite')
    await owner.getByLabel(/^Email/).fill(email)
    await owner.getByLabel(/^Phone/).fill('9812345680')
    await owner.getByLabel(/^Role/).selectOption('support')
    await owner.getByRole('button', { name: 'Send invite' }).click()
    await owner.waitForURL('**/team')
    await owner.getByText(email).waitFor()

    // The agent opens the link, sets a name, password and phone, and proves the phone.
    const agent = await openPage()
    await agent.goto(new URL(await latestInviteLink(email)).pathname)
    await agent.getByRole('heading', { name: 'Join Kesar Lifestyle Pvt Ltd' }).waitFor()
    await agent.getByText('Aarav Mehta invited you as Support.', { exact: false }).waitFor()
    await agent.getByLabel(/^First name/).fill('Neha')
    await agent.getByLabel(/^Last name/).fill('Kulkarni')
    await agent.getByLabel(/^Phone number/).fill('9812345680')
    await agent.getByLabel(/^Password/).fill('Agent@2026')
    await agent.getByRole('button', { name: 'Join and send code' }).click()
    await agent.waitForURL('**/sms-otp-verify')
    await agent.getByLabel(/One-time code/).fill(await latestCode(email, 'login'))
    await agent.getByRole('button', { name: 'Verify and continue' }).click()
    await agent.waitForURL('**/dashboard')
    await agent.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Complaints' }).waitFor()
    expect((await navLinks(agent)).map((text) => text.trim())).toEqual(['Dashboard', 'Subscribers', 'Complaints', 'Bookings', 'Account'])

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
