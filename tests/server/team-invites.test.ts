import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invites } from '../../server/areas/team/schema'
import { users } from '../../server/auth/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let owner: string
let manager: string
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  manager = await signInAs(t, 'manager')
})
afterAll(async () => {
  await t.close()
})

let count = 0
const freshEmail = () => `invitee${(count += 1)}-${Date.now()}@example.com`
const tokenOf = (link: string) => link.split('/invite/')[1] ?? ''
const invite = (email: string, role = 'support', token = owner) => t.post('/api/team/invites', { email, phone: '9812345670', role }, { token })
const accept = (token: string, extra: Record<string, string> = {}) =>
  t.post('/api/invite/accept', { token, first_name: 'Neha', last_name: 'Kulkarni', phone: '9812345671', password: 'Agent@2026', ...extra })

describe('invites', () => {
  it("lists the organisation's open invites: the demo's pending support agent", async () => {
    const res = await t.get('/api/team/invites', { token: manager })
    expect(res.body.data).toContainEqual(expect.objectContaining({ email: 'new.agent@kesar.example', role: 'support', expired: false }))
    const lotus = await t.get('/api/team/invites', { token: await t.signIn('owner@lotus.example', 'Lotus@2026') })
    expect(lotus.body.data).toEqual([])
  })

  it('sends a link whose token is stored hashed, and the page shows the organisation and role', async () => {
    const email = freshEmail()
    const res = await invite(email)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: true, message: `Invite sent to ${email}`, data: { email, role: 'support', expired: false } })
    const link = await t.lastInviteLink(email)
    expect(link).toMatch(/^http:\/\/localhost\/invite\/[A-Za-z0-9_-]{43}$/)
    const [row] = await t.db.select().from(invites).where(eq(invites.email, email))
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.token_hash).not.toContain(tokenOf(link))
    const page = await t.get(`/api/invite/${tokenOf(link)}`)
    expect(page.body).toMatchObject({ status: true, data: { organisation: 'Kesar Lifestyle Pvt Ltd', role: 'Support', email } })
  })

  it("names a custom role by the organisation's name for it, on the invite page and in the message", async () => {
    const email = freshEmail()
    expect((await invite(email, 'r-storelead')).status).toBe(201)
    const page = await t.get(`/api/invite/${tokenOf(await t.lastInviteLink(email))}`)
    expect(page.body).toMatchObject({ status: true, data: { role: 'Store lead', email } })
  })

  it('accepts once: a member with the role, the SMS code of sign-in, and a second use refused', async () => {
    const email = freshEmail()
    await invite(email)
    const token = tokenOf(await t.lastInviteLink(email))
    const first = await accept(token)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ status: true, email })
    const verified = await t.post('/api/accounts/verify-otp', { email, otp: await t.lastCode(email, 'login') })
    expect(verified.status).toBe(200)
    const urls = await t.get('/api/accounts/get_urls', { token: verified.body.token as string })
    expect(urls.body.permissions).toEqual(['/dashboard', '/inbox', '/accounts', '/subscribers', '/complaints', '/bookings-all'])
    const again = await accept(token)
    expect(again.status).toBe(410)
    expect(again.body).toEqual({ status: false, message: 'This invite has already been used. Log in with your email and password.' })
    const [member] = await t.db.select({ role: users.role, phone: users.phone }).from(users).where(eq(users.email, email))
    expect(member).toEqual({ role: 'support', phone: '+919812345671' })
  })

  it('refuses an expired invite and a revoked one with clear messages', async () => {
    const expired = freshEmail()
    await invite(expired)
    const expiredToken = tokenOf(await t.lastInviteLink(expired))
    await t.db
      .update(invites)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invites.email, expired))
    expect((await accept(expiredToken)).body).toEqual({
      status: false,
      message: 'This invite has expired. Ask the person who invited you to send a new one.',
    })
    const revoked = freshEmail()
    const sent = await invite(revoked)
    const revokedToken = tokenOf(await t.lastInviteLink(revoked))
    const id = (sent.body.data as { id: string }).id
    expect((await t.post(`/api/team/invites/${id}/revoke`, {}, { token: owner })).status).toBe(200)
    const res = await accept(revokedToken)
    expect(res.status).toBe(410)
    expect(res.body.message).toBe('This invite was withdrawn. Ask the person who invited you if you still need access.')
    expect((await t.get('/api/invite/not-a-real-token-at-all-xyz')).status).toBe(404)
  })

  it('resend makes a new link and kills the old one', async () => {
    const email = freshEmail()
    const sent = await invite(email)
    const old = tokenOf(await t.lastInviteLink(email))
    const id = (sent.body.data as { id: string }).id
    const resent = await t.post(`/api/team/invites/${id}/resend`, {}, { token: manager })
    expect(resent.status).toBe(200)
    const fresh = tokenOf(await t.lastInviteLink(email))
    expect(fresh).not.toBe(old)
    expect((await accept(old)).status).toBe(404)
    expect((await accept(fresh)).status).toBe(200)
  })

  it("refuses another organisation's email, a member's email, and a role above the inviter's", async () => {
    const other = await invite('owner@lotus.example')
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ message: 'This email already belongs to an account of another organisation. Invite a different email.' })
    const member = await invite('support@kesar.example')
    expect(member.body).toMatchObject({ status: false, message: 'This person is already a member of your organisation.' })
    const above = await invite(freshEmail(), 'finance', manager)
    expect(above.status).toBe(403)
    expect(above.body.message).toBe('You cannot give a role with access beyond your own.')
    expect((await invite(freshEmail(), 'owner', manager)).status).toBe(403)
    expect((await invite(freshEmail(), 'no-such-role')).status).toBe(400)
  })

  it('lands each invite and acceptance in the history', async () => {
    const email = freshEmail()
    const sent = await invite(email)
    const id = (sent.body.data as { id: string }).id
    const entries = await t.db.select().from(historyEntries).where(eq(historyEntries.record_id, id))
    expect(entries).toEqual([expect.objectContaining({ org_id: demoOrgId, record_type: 'invite', action: 'invited', record_label: email })])
  })
})
