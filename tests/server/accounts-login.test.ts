import * as v from 'valibot'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashToken } from '../../server/auth/tokens'
import { erpUserResponse, permissionsResponse, verifyOtpResponse } from '../../src/contract/account'
import { pathsForRole } from '../../src/contract/permissions'
import { demoLogin } from '../../server/db/demo'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

describe('POST /api/accounts/login', () => {
  it('rejects an empty body with the SPEC messages per field', async () => {
    const res = await t.post('/api/accounts/login', { email: '', password: '' })
    expect(res.status).toBe(400)
    expect(res.body.status).toBe(false)
    expect(res.body.message).toBe('Please enter email address')
    expect(res.body.errors).toMatchObject({ email: expect.arrayContaining(['Please enter email address']), password: ['Please enter password'] })
  })

  it('rejects a malformed email and one with spaces', async () => {
    const bad = await t.post('/api/accounts/login', { email: 'not-an-email', password: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ email: ['Invalid email format'] })
    const spaced = await t.post('/api/accounts/login', { email: 'a b@kesar.example', password: 'x' })
    expect((spaced.body.errors as Record<string, string[]>).email).toContain('Email must not contain spaces')
  })

  it('answers missing fields with Required', async () => {
    const res = await t.post('/api/accounts/login', {})
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: ['Required'], password: ['Required'] })
  })

  it('gives the same answer for a wrong password and an unknown email, and sends nothing', async () => {
    const before = (await t.sent()).length
    const wrong = await t.post('/api/accounts/login', { email: demoLogin.email, password: 'Wrong@2026' })
    const unknown = await t.post('/api/accounts/login', { email: 'nobody@kesar.example', password: 'Kesar@2026' })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ status: false, message: 'Invalid email or password' })
    }
    expect((await t.sent()).length).toBe(before)
  })

  it('sends a 6-digit SMS code to the phone on file and masks it in the answer', async () => {
    const res = await t.post('/api/accounts/login', { email: '  Owner@Kesar.Example ', password: demoLogin.password })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: true, message: 'We sent a 6-digit code to your phone ending 3210.', sent_to: '+91•••••3210' })
    const last = (await t.sent()).at(-1)
    expect(last).toMatchObject({ channel: 'sms', to: '+919876543210', email: demoLogin.email, purpose: 'login' })
    expect(last?.code).toMatch(/^\d{6}$/)
    expect(JSON.stringify(res.body)).not.toContain(last?.code)
  })
})

describe('signed-in flow', () => {
  it('login → verify-otp → get_urls → get_erp_user', async () => {
    await t.post('/api/accounts/login', demoLogin)
    const code = await t.lastCode(demoLogin.email, 'login')
    const verified = await t.post('/api/accounts/verify-otp', { email: demoLogin.email, otp: code })
    expect(verified.status).toBe(200)
    const body = v.parse(verifyOtpResponse, verified.body)
    expect(body).toMatchObject({ status: true, message: 'Signed in successfully' })
    expect(body.data).toMatchObject({ erp_org_name: 'Kesar Lifestyle Pvt Ltd', erp_org_image: '/demo/kesar-logo.svg' })
    expect(body.data.user).toMatchObject({ email: demoLogin.email, role: 'owner', first_name: 'Aarav', last_name: 'Mehta' })
    expect(verified.body.data).not.toHaveProperty('user.password_hash')

    const urls = await t.get('/api/accounts/get_urls', { token: body.token })
    expect(urls.status).toBe(200)
    expect(v.parse(permissionsResponse, urls.body).permissions).toEqual([...pathsForRole('owner')])

    const erp = await t.get('/api/my_accounts/get_erp_user', { token: body.token })
    expect(erp.status).toBe(200)
    const data = v.parse(erpUserResponse, erp.body).data
    expect(data.organisation).toMatchObject({ name: 'Kesar Lifestyle Pvt Ltd', city: 'hyd', image: '/demo/kesar-logo.svg' })
    expect(data.erp_org_name).toBe('Kesar Lifestyle Pvt Ltd')
    expect(data.user.id).toBe(body.data.user.id)
  })

  it('a code works once', async () => {
    await t.post('/api/accounts/login', demoLogin)
    const otp = await t.lastCode(demoLogin.email, 'login')
    expect((await t.post('/api/accounts/verify-otp', { email: demoLogin.email, otp })).status).toBe(200)
    const again = await t.post('/api/accounts/verify-otp', { email: demoLogin.email, otp })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Please sign in again to get a new code.')
  })

  it('get_urls lists only what the role may open', async () => {
    const token = await t.signIn('finance@kesar.example', 'Kesar@2026')
    const urls = await t.get('/api/accounts/get_urls', { token })
    expect(urls.body.permissions).toEqual(['/dashboard', '/inbox', '/accounts', '/financials/wallet-transactions', '/financials/ledger'])
  })

  it('logout revokes the token', async () => {
    const token = await t.signIn('support@kesar.example', 'Kesar@2026')
    expect((await t.get('/api/accounts/get_urls', { token })).status).toBe(200)
    const out = await t.post('/api/accounts/logout', undefined, { token })
    expect(out.status).toBe(200)
    expect(out.body.status).toBe(true)
    const after = await t.get('/api/accounts/get_urls', { token })
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ status: false, message: 'Your session has expired. Please log in again.' })
  })

  it('keeps a checked session in memory; its revocation by any process reaches it within a second', async () => {
    const token = await t.signIn('support@kesar.example', 'Kesar@2026')
    const me = async () => (await t.get('/api/my_accounts/get_erp_user', { token })).status
    // The first request starts this process's listening; the second is kept.
    expect([await me(), await me()]).toEqual([200, 200])
    const revoke = sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`
    // Revoked with the notice off, as no process does: the session kept in memory still answers.
    await t.db.execute(sql`alter table sessions disable trigger sessions_changed`)
    await t.db.execute(revoke)
    await t.db.execute(sql`alter table sessions enable trigger sessions_changed`)
    expect(await me()).toBe(200)
    // Revoked as any process does: the database tells every process, which forget the session.
    await t.db.execute(revoke)
    await vi.waitFor(async () => expect(await me()).toBe(401), { timeout: 1000, interval: 20 })
  })

  it('401 for no token, a bogus token and a malformed header', async () => {
    const expected = { status: false, message: 'Your session has expired. Please log in again.' }
    for (const options of [{}, { token: 'bogus' }, { headers: { authorization: 'Token abc' } }]) {
      const res = await t.get('/api/my_accounts/get_erp_user', options)
      expect(res.status).toBe(401)
      expect(res.body).toEqual(expected)
    }
    expect((await t.post('/api/accounts/logout', undefined)).status).toBe(401)
  })
})
