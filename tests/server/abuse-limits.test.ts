import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { organisations } from '../../server/auth/schema'
import { rateLimits } from '../../server/kit/schema'
import { passwordHashesComputed } from '../../server/auth/passwords'
import { delayAfter } from '../../server/auth/throttle'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const password = 'Kesar@2026'
const login = (email: string, pass: string, ip: string) => t.post('/api/accounts/login', { email, password: pass }, { ip })
/** Lets the next attempt through at once, as if its delay had passed. */
const openGate = (action: 'password' | 'code', email: string, ip: string) =>
  t.db
    .update(rateLimits)
    .set({ count: 0 })
    .where(eq(rateLimits.key, `gate:${action}:${email}:${ip}`))
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('Retry-After'))

describe('progressive delay per account and IP', () => {
  it('follows 1 s, 2 s, 4 s ... capped at 5 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 13, 14, 30].map((attempt) => delayAfter(attempt) / 1000)).toEqual([0, 0, 1, 2, 4, 8, 256, 300, 300])
  })

  it('wrong passwords: 5 go straight through, then each waits 1 s, 2 s, 4 s ... with 429 and Retry-After', async () => {
    const email = 'manager@kesar.example'
    const ip = '192.0.2.10'
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'Wrong@2026', ip)).status).toBe(400)
    const waits: number[] = []
    for (let i = 0; i < 10; i += 1) {
      const early = await login(email, 'Wrong@2026', ip)
      expect(early.status).toBe(429)
      expect(early.body.message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/)
      waits.push(retryAfter(early))
      await openGate('password', email, ip)
      expect((await login(email, 'Wrong@2026', ip)).status).toBe(400)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300])
  })

  it('a wait is honoured: once Retry-After has passed on the clock the attempt goes through, not a millisecond before', async () => {
    const email = 'support@kesar.example'
    const ip = '192.0.2.11'
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'Wrong@2026', ip)).status).toBe(400)
    const early = await login(email, password, ip)
    expect(early.status).toBe(429)
    t.clock.advance(retryAfter(early) * 1000 - 1)
    expect((await login(email, password, ip)).status).toBe(429)
    t.clock.advance(1)
    expect((await login(email, password, ip)).status).toBe(200)
  })

  it('never locks the owner out: the right password from another IP gets in at once, and a success clears the count', async () => {
    const email = 'owner@kesar.example'
    const stranger = '192.0.2.12'
    for (let i = 0; i < 8; i += 1) {
      await openGate('password', email, stranger)
      expect((await login(email, `Guess${i}@2026`, stranger)).status).toBe(400)
    }
    // While the stranger waits, even the right password from the stranger's address waits.
    expect((await login(email, password, stranger)).status).toBe(429)
    expect((await login(email, password, '192.0.2.13')).status).toBe(200)
    const signedIn = await t.post('/api/accounts/verify-otp', { email, otp: await t.lastCode(email, 'login') }, { ip: '192.0.2.13' })
    expect(signedIn.status).toBe(200)

    // From the owner's own address, 4 typos and then the right password: no delay, and the count starts again.
    const owner = '192.0.2.14'
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'Typo@2026', owner)).status).toBe(400)
    expect((await login(email, password, owner)).status).toBe(200)
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'Typo@2026', owner)).status).toBe(400)
    expect((await login(email, password, owner)).status).toBe(200)
  })

  it('a burst of parallel guesses gets no more than the 5 free checks', async () => {
    const email = 'finance@kesar.example'
    const ip = '192.0.2.15'
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `Burst${i}@2026`, ip)))
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
  })

  it('code checks share one count per account and IP across verify-otp and verify-reset-otp', async () => {
    const email = 'dispatcher@kesar.example'
    const ip = '192.0.2.16'
    expect((await login(email, password, '192.0.2.17')).status).toBe(200)
    const code = await t.lastCode(email, 'login')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 3; i += 1) expect((await t.post('/api/accounts/verify-otp', { email, otp: wrong }, { ip })).status).toBe(400)
    for (let i = 0; i < 2; i += 1) expect((await t.post('/api/accounts/verify-reset-otp', { email, otp: wrong }, { ip })).status).toBe(400)
    const early = await t.post('/api/accounts/verify-otp', { email, otp: code }, { ip })
    expect(early.status).toBe(429)
    expect(retryAfter(early)).toBe(1)
    expect((await t.post('/api/accounts/verify-reset-otp', { email, otp: wrong }, { ip })).status).toBe(429)
    // The code itself still dies after its 5 wrong tries (otp.test.ts); the right one from another IP works.
    await login(email, password, '192.0.2.17')
    const fresh = await t.lastCode(email, 'login')
    expect((await t.post('/api/accounts/verify-otp', { email, otp: fresh }, { ip: '192.0.2.17' })).status).toBe(200)
  })

  it('RATE_LIMIT_MULTIPLIER raises the free attempts for load tests', async () => {
    // Without an injected clock, as in production: the limits count by the database's clock.
    const loadTest = createApp({ db: t.db, transport: { send: async () => undefined }, env: { ...t.env, RATE_LIMIT_MULTIPLIER: 3 } })
    const ip = '192.0.2.18'
    const attempt = () => request(loadTest, 'POST', '/api/accounts/login', { email: 'ghost@kesar.example', password: 'x' }, { ip })
    for (let i = 0; i < 15; i += 1) expect((await attempt()).status).toBe(400)
    expect((await attempt()).status).toBe(429)
  })
})

describe('per-IP limits on unauthenticated writes', () => {
  const company = (i: number) => ({
    firstName: `Flood ${i}`,
    lastName: 'Bot Account',
    email: `flood${i}@spam.example`,
    phone: '9123456780',
    password: 'Flood@2026',
    city: 'hyd',
    address: '1 Spam Street',
  })

  it('sign-up: 5 organisations per IP per hour, then 429; another IP still signs up', async () => {
    const ip = '192.0.2.30'
    for (let i = 0; i < 5; i += 1) expect((await t.post('/api/accounts/signup', company(i), { ip })).status).toBe(201)
    const blocked = await t.post('/api/accounts/signup', company(5), { ip })
    expect(blocked.status).toBe(429)
    expect(retryAfter(blocked)).toBeGreaterThan(0)
    expect(retryAfter(blocked)).toBeLessThanOrEqual(3600)
    const made = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(organisations)
      .where(like(organisations.name, 'Flood %'))
    expect(made[0]?.count).toBe(5)
    expect((await t.post('/api/accounts/signup', company(6), { ip: '192.0.2.31' })).status).toBe(201)
  })

  it('set-password: junk tokens cost no password hash, and 20 per IP per 15 minutes', async () => {
    // The process's count of password hashes (scrypt), to prove which requests cost one.
    const before = passwordHashesComputed()
    const ip = '192.0.2.32'
    const junk = { email: 'owner@kesar.example', reset_token: 'junk', new_password: 'Junk@20261', confirm_new_password: 'Junk@20261' }
    for (let i = 0; i < 20; i += 1) expect((await t.post('/api/accounts/set-password', junk, { ip })).status).toBe(400)
    expect(passwordHashesComputed() - before).toBe(0)
    const blocked = await t.post('/api/accounts/set-password', junk, { ip })
    expect(blocked.status).toBe(429)
    expect(retryAfter(blocked)).toBeGreaterThan(0)

    // A real token is checked first, then the new password is hashed once.
    const email = 'marketing@kesar.example'
    await t.post('/api/accounts/send-reset-otp', { email })
    const verified = await t.post('/api/accounts/verify-reset-otp', { email, otp: await t.lastCode(email, 'reset') })
    const body = { email, reset_token: String(verified.body.reset_token), new_password: 'Market#2027', confirm_new_password: 'Market#2027' }
    expect((await t.post('/api/accounts/set-password', body)).status).toBe(200)
    expect(passwordHashesComputed() - before).toBe(1)
  })

  it('send-reset-otp: 10 per email (from any IP) and 30 per IP per 15 minutes', async () => {
    const email = 'surveyor@kesar.example'
    for (let i = 0; i < 10; i += 1) expect((await t.post('/api/accounts/send-reset-otp', { email })).status).toBe(200)
    const perEmail = await t.post('/api/accounts/send-reset-otp', { email })
    expect(perEmail.status).toBe(429)
    expect(retryAfter(perEmail)).toBeGreaterThan(0)

    const ip = '192.0.2.33'
    for (let i = 0; i < 30; i += 1) expect((await t.post('/api/accounts/send-reset-otp', { email: `reset${i}@nowhere.example` }, { ip })).status).toBe(200)
    expect((await t.post('/api/accounts/send-reset-otp', { email: 'reset30@nowhere.example' }, { ip })).status).toBe(429)
    expect((await t.post('/api/accounts/send-reset-otp', { email: 'reset30@nowhere.example' }, { ip: '192.0.2.34' })).status).toBe(200)
  })

  it('code checks: 200 per IP per 15 minutes across accounts, enough for an office behind one address', async () => {
    const ip = '192.0.2.35'
    const check = (i: number) => t.post('/api/accounts/verify-otp', { email: `staff${i}@nowhere.example`, otp: '123456' }, { ip })
    for (let batch = 0; batch < 200; batch += 25) {
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => check(batch + i)))
      expect(answers.every((res) => res.status === 400)).toBe(true)
    }
    expect((await check(200)).status).toBe(429)
  })
})
