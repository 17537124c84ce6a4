import * as v from 'valibot'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyResetOtpResponse } from '../../src/contract/account'
import { resetTokens } from '../../server/auth/schema'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const generic = { status: true, message: 'If an account exists for this email, we sent a code to it.' }

async function resetToken(email: string): Promise<string> {
  expect((await t.post('/api/accounts/send-reset-otp', { email })).status).toBe(200)
  const res = await t.post('/api/accounts/verify-reset-otp', { email, otp: await t.lastCode(email, 'reset') })
  expect(res.status).toBe(200)
  return v.parse(verifyResetOtpResponse, res.body).reset_token
}

describe('password reset', () => {
  it('send-reset-otp answers the same for known and unknown emails; only a real account gets a code', async () => {
    const before = (await t.sent()).length
    const unknown = await t.post('/api/accounts/send-reset-otp', { email: 'ghost@kesar.example' })
    expect(unknown.status).toBe(200)
    // Where it went is the address typed, masked, for an unknown account too.
    expect(unknown.body).toEqual({ ...generic, sent_to: 'g•••@kesar.example' })
    expect((await t.sent()).length).toBe(before)

    const known = await t.post('/api/accounts/send-reset-otp', { email: ' Support@Kesar.example ' })
    expect(known.body).toEqual({ ...generic, sent_to: 's•••@kesar.example' })
    expect((await t.sent()).at(-1)).toMatchObject({ channel: 'email', to: 'support@kesar.example', purpose: 'reset' })

    // Inside the cooldown nothing new is sent and the answer does not change.
    const again = await t.post('/api/accounts/send-reset-otp', { email: 'support@kesar.example' })
    expect(again.body).toEqual({ ...generic, sent_to: 's•••@kesar.example' })
    expect((await t.sent()).length).toBe(before + 1)
  })

  it('validates the email field like login does (docs/accounts.md#fields), and sends nothing for a non-address', async () => {
    const before = (await t.sent()).length
    const empty = await t.post('/api/accounts/send-reset-otp', { email: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Please enter email address')
    const bad = await t.post('/api/accounts/send-reset-otp', { email: 'support' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ email: ['Invalid email format'] })
    const spaced = await t.post('/api/accounts/send-reset-otp', { email: 'sup port@kesar.example' })
    expect((spaced.body.errors as Record<string, string[]>).email).toContain('Email must not contain spaces')
    expect((await t.post('/api/accounts/send-reset-otp', { email: 'x'.repeat(300) })).status).toBe(400)
    expect((await t.sent()).length).toBe(before)
  })

  it('forgot → verify-reset → set-password: old password fails, new works, old sessions revoked', async () => {
    const email = 'finance@kesar.example'
    const oldToken = await t.signIn(email, 'Kesar@2026')
    const token = await resetToken(email)

    const mismatch = await t.post('/api/accounts/set-password', { email, reset_token: token, new_password: 'Ledger#2027', confirm_new_password: 'Ledger#2028' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.errors).toEqual({ confirm_new_password: ['Passwords do not match'] })
    const short = await t.post('/api/accounts/set-password', { email, reset_token: token, new_password: 'short', confirm_new_password: 'short' })
    expect((short.body.errors as Record<string, string[]>).new_password).toEqual(['Password must be at least 8 characters'])

    const set = await t.post('/api/accounts/set-password', { email, reset_token: token, new_password: 'Ledger#2027', confirm_new_password: 'Ledger#2027' })
    expect(set.status).toBe(200)
    expect(set.body).toEqual({ status: true, message: 'Password updated. Please sign in with your new password.' })

    expect((await t.get('/api/accounts/get_urls', { token: oldToken })).status).toBe(401)
    const oldLogin = await t.post('/api/accounts/login', { email, password: 'Kesar@2026' })
    expect(oldLogin.body).toEqual({ status: false, message: 'Invalid email or password' })
    const fresh = await t.signIn(email, 'Ledger#2027')
    expect((await t.get('/api/accounts/get_urls', { token: fresh })).status).toBe(200)

    const reused = await t.post('/api/accounts/set-password', { email, reset_token: token, new_password: 'Another#2027', confirm_new_password: 'Another#2027' })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe('This reset link is invalid or has expired. Please request a new code.')
  })

  it('refuses a bogus token, a token of another email and an expired token', async () => {
    const body = { new_password: 'Survey#2027', confirm_new_password: 'Survey#2027' }
    const bogus = await t.post('/api/accounts/set-password', { email: 'surveyor@kesar.example', reset_token: 'bogus', ...body })
    expect(bogus.status).toBe(400)
    const token = await resetToken('surveyor@kesar.example')
    const other = await t.post('/api/accounts/set-password', { email: 'owner@kesar.example', reset_token: token, ...body })
    expect(other.status).toBe(400)
    await t.db.update(resetTokens).set({ expiresAt: sql`now() - interval '1 second'` })
    const expired = await t.post('/api/accounts/set-password', { email: 'surveyor@kesar.example', reset_token: token, ...body })
    expect(expired.status).toBe(400)
    expect(expired.body.errors).toEqual({ reset_token: ['This reset link is invalid or has expired. Please request a new code.'] })
  })

  it('verify-reset-otp refuses a wrong code and a login code', async () => {
    const email = 'dispatcher@kesar.example'
    await t.post('/api/accounts/send-reset-otp', { email })
    const code = await t.lastCode(email, 'reset')
    const wrong = await t.post('/api/accounts/verify-reset-otp', { email, otp: code === '123456' ? '654321' : '123456' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Invalid OTP. 4 attempts left.')

    await t.post('/api/accounts/login', { email, password: 'Kesar@2026' })
    const loginCode = await t.lastCode(email, 'login')
    if (loginCode !== code) {
      const crossed = await t.post('/api/accounts/verify-reset-otp', { email, otp: loginCode })
      expect(crossed.status).toBe(400)
    }
    const unknown = await t.post('/api/accounts/verify-reset-otp', { email: 'ghost@kesar.example', otp: '123456' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('OTP has expired. Please request a new one.')
  })
})
