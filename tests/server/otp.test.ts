import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes } from '../../server/auth/schema'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const password = 'Kesar@2026'
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

async function startLogin(email: string): Promise<string> {
  const res = await t.post('/api/accounts/login', { email, password })
  expect(res.status).toBe(200)
  return t.lastCode(email, 'login')
}

describe('login codes', () => {
  it('validates the otp field', async () => {
    const empty = await t.post('/api/accounts/verify-otp', { email: 'manager@kesar.example', otp: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Please enter OTP')
    const letters = await t.post('/api/accounts/verify-otp', { email: 'manager@kesar.example', otp: '12ab56' })
    expect(letters.body.errors).toEqual({ otp: ['OTP must contain numbers only'] })
  })

  it('counts wrong codes down and kills the code after 5', async () => {
    const email = 'manager@kesar.example'
    const code = await startLogin(email)
    const messages: unknown[] = []
    for (let i = 0; i < 5; i += 1) {
      const res = await t.post('/api/accounts/verify-otp', { email, otp: wrongCode(code) })
      expect(res.status).toBe(400)
      messages.push(res.body.message)
    }
    expect(messages).toEqual([
      'Invalid OTP. 4 attempts left.',
      'Invalid OTP. 3 attempts left.',
      'Invalid OTP. 2 attempts left.',
      'Invalid OTP. 1 attempt left.',
      'Too many wrong attempts. Please request a new OTP.',
    ])
    const right = await t.post('/api/accounts/verify-otp', { email, otp: code })
    expect(right.status).toBe(400)
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new OTP.')
  })

  it('refuses an expired code', async () => {
    const email = 'catalogue@kesar.example'
    const code = await startLogin(email)
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, email))
    const res = await t.post('/api/accounts/verify-otp', { email, otp: code })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ status: false, message: 'OTP has expired. Please request a new one.' })
  })

  it('resend: cooldown with seconds left, then a new code that replaces the old one', async () => {
    const email = 'marketing@kesar.example'
    const first = await startLogin(email)
    const early = await t.post('/api/accounts/resend_otp', { email })
    expect(early.status).toBe(429)
    const retryAfter = Number(early.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(30)
    expect(early.body.message).toBe(`Please wait ${retryAfter} seconds before requesting a new code.`)

    await t.db
      .update(oneTimeCodes)
      .set({ lastSentAt: sql`now() - interval '31 seconds'` })
      .where(eq(oneTimeCodes.email, email))
    const sentBefore = (await t.sent()).length
    const resent = await t.post('/api/accounts/resend_otp', { email })
    expect(resent.status).toBe(200)
    expect(resent.body.message).toBe('We sent a new code to your phone ending 5603.')
    expect((await t.sent()).length).toBe(sentBefore + 1)
    const second = await t.lastCode(email, 'login')
    if (second !== first) {
      const old = await t.post('/api/accounts/verify-otp', { email, otp: first })
      expect(old.body.message).toBe('Invalid OTP. 4 attempts left.')
    }
    expect((await t.post('/api/accounts/verify-otp', { email, otp: second })).status).toBe(200)
  })

  it('resend without a pending sign-in asks to sign in again', async () => {
    const never = await t.post('/api/accounts/resend_otp', { email: 'dispatcher@kesar.example' })
    expect(never.status).toBe(400)
    expect(never.body).toEqual({ status: false, message: 'Please sign in again to get a new code.' })

    const email = 'surveyor@kesar.example'
    await startLogin(email)
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '16 minutes'`, lastSentAt: sql`now() - interval '16 minutes'` })
      .where(eq(oneTimeCodes.email, email))
    const stale = await t.post('/api/accounts/resend_otp', { email })
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe('Please sign in again to get a new code.')
  })

  it('a new login replaces the previous code', async () => {
    const email = 'finance@kesar.example'
    const first = await startLogin(email)
    const second = await startLogin(email)
    const live = await t.db
      .select()
      .from(oneTimeCodes)
      .where(sql`${oneTimeCodes.email} = ${email} and ${oneTimeCodes.consumedAt} is null`)
    expect(live).toHaveLength(1)
    if (first !== second) expect((await t.post('/api/accounts/verify-otp', { email, otp: first })).status).toBe(400)
    expect((await t.post('/api/accounts/verify-otp', { email, otp: second })).status).toBe(200)
  })
})
