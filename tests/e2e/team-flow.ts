import type { Page } from 'playwright-core'
import { latestCode, latestInviteLink } from './browser'

type Joiner = { email: string; phone: string; firstName: string; lastName: string }

/** The owner (signed in) invites `email` with a support role from /team/invite, and sees it pending on /team. */
export async function inviteSupportAgent(owner: Page, { email, phone }: Pick<Joiner, 'email' | 'phone'>): Promise<void> {
  await owner.goto('/team/invite')
  await owner.getByLabel(/^Email/).fill(email)
  await owner.getByLabel(/^Phone/).fill(phone)
  await owner.getByLabel(/^Role/).selectOption('support')
  await owner.getByRole('button', { name: 'Send invite' }).click()
  await owner.waitForURL('**/team')
  await owner.getByText(email, { exact: true }).waitFor()
}

/** The invitee opens the link from the outbox, sets a name, password and phone, proves the phone, and lands signed in. */
export async function joinByInvite(agent: Page, { email, phone, firstName, lastName }: Joiner): Promise<void> {
  await agent.goto(new URL(await latestInviteLink(email)).pathname)
  await agent.getByRole('heading', { name: 'Join Kesar Lifestyle Pvt Ltd' }).waitFor()
  await agent.getByText('Aarav Mehta invited you as Support.', { exact: false }).waitFor()
  await agent.getByLabel(/^First name/).fill(firstName)
  await agent.getByLabel(/^Last name/).fill(lastName)
  await agent.getByLabel(/^Phone number/).fill(phone)
  await agent.getByLabel(/^Password/).fill('Agent@2026')
  await agent.getByRole('button', { name: 'Join and send code' }).click()
  await agent.waitForURL('**/sms-otp-verify')
  await agent.getByLabel(/One-time code/).fill(await latestCode(email, 'login'))
  await agent.waitForURL('**/dashboard')
}
