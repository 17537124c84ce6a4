import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { oneTimeCodes, resetTokens, sessions, users } from '../../server/auth/schema'
import { requireArea, requireAuth } from '../../server/auth/middleware'
import type { AppEnv } from '../../server/kit/types'
import { fileTransport } from '../../server/auth/code-transport'
import { demoUsers } from '../../server/db/demo'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
  // Tiny routes mounted for the test: an area only finance (and the owner) may open, and a crash.
  const probe = new Hono<AppEnv>()
    .get('/ledger', requireAuth(t.db), requireArea('/financials/ledger'), (c) => c.json({ status: true, message: 'ok', org: c.var.orgId }))
    .get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:42')
    })
  t.app.route('/api/probe', probe)
})
afterAll(async () => {
  await t.close()
})

describe('permissions', () => {
  it('403 for a role lacking the area, 200 for one that has it', async () => {
    const surveyor = await t.signIn('surveyor@kesar.example', 'Kesar@2026')
    const denied = await t.get('/api/probe/ledger', { token: surveyor })
    expect(denied.status).toBe(403)
    expect(denied.body).toEqual({ status: false, message: 'You do not have permission to do this.' })
    const finance = await t.signIn('finance@kesar.example', 'Kesar@2026')
    expect((await t.get('/api/probe/ledger', { token: finance })).status).toBe(200)
  })
})

describe('organisation isolation', () => {
  it("Lotus's owner sees Lotus only; counts and sessions are per organisation", async () => {
    const kesar = await t.signIn('owner@kesar.example', 'Kesar@2026')
    const lotus = await t.signIn('owner@lotus.example', 'Lotus@2026')
    const lotusErp = await t.get('/api/my_accounts/get_erp_user', { token: lotus })
    expect(lotusErp.body.data).toMatchObject({ erp_org_name: 'Lotus Home Decor', organisation: { city: 'delhi' }, user: { email: 'owner@lotus.example' } })
    expect(JSON.stringify(lotusErp.body)).not.toContain('Kesar')

    const [lotusStats, kesarStats] = await Promise.all([lotus, kesar].map((token) => t.get('/api/dashboard/vendor-stats', { token })))
    type Stats = { counts: { key: string; value: number }[] }
    const value = (res: typeof lotusStats, key: string) => (res?.body.data as Stats).counts.find((item) => item.key === key)?.value
    expect(value(lotusStats, 'team_members')).toBe(1)
    expect(value(kesarStats, 'team_members')).toBe(demoUsers.length)
    expect(value(lotusStats, 'active_sessions')).toBe(1)
    const [lotusOwner] = await t.db.select({ orgId: users.orgId }).from(users).where(eq(users.email, 'owner@lotus.example'))
    const lotusSessions = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.orgId, lotusOwner?.orgId ?? ''))
    expect(lotusSessions).toHaveLength(1)
  })
})

describe('secrets at rest', () => {
  it('stores tokens, codes and passwords only as hashes', async () => {
    const email = 'marketing@kesar.example'
    const token = await t.signIn(email, 'Kesar@2026')
    const code = await t.lastCode(email, 'login')
    const stored = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions)
    expect(stored.some((row) => row.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true)
    expect(stored.every((row) => !row.tokenHash.includes(token))).toBe(true)

    const codes = await t.db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes).where(eq(oneTimeCodes.email, email))
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.every((row) => !row.codeHash.includes(code))).toBe(true)

    const [user] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email))
    expect(user?.hash).toMatch(/^scrypt\$/)
    expect(user?.hash).not.toContain('Kesar@2026')

    await t.post('/api/accounts/send-reset-otp', { email })
    const reset = await t.post('/api/accounts/verify-reset-otp', { email, otp: await t.lastCode(email, 'reset') })
    const resetToken = String(reset.body.reset_token)
    const tokens = await t.db.select({ tokenHash: resetTokens.tokenHash }).from(resetTokens)
    expect(tokens.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(resetToken).digest('hex')])
  })
})

describe('rate limits', () => {
  it('after 5 wrong passwords for one email from one IP, the next waits (429, Retry-After) while other IPs sign in', async () => {
    const email = 'catalogue@kesar.example'
    const ip = '198.51.100.20'
    const body = { email, password: 'Wrong@2026' }
    for (let i = 0; i < 5; i += 1) expect((await t.post('/api/accounts/login', body, { ip })).status).toBe(400)
    const blocked = await t.post('/api/accounts/login', { email, password: 'Kesar@2026' }, { ip })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toBe('1')
    expect(blocked.body).toEqual({ status: false, message: 'Too many attempts. Please try again in 1 second.' })
    // The owner, elsewhere, is not locked out by those guesses.
    expect((await t.post('/api/accounts/login', { email, password: 'Kesar@2026' }, { ip: '198.51.100.21' })).status).toBe(200)
  })

  it('429 after 200 sign-ins from one IP (an office or carrier NAT fits under it), other IPs unaffected', async () => {
    // The windows are fixed quarter hours: the count starts on the first instant of one, so the whole window is ahead.
    t.clock.set('2026-01-05T09:00:00.000Z')
    const ip = '203.0.113.7'
    const login = (i: number, from = ip) => t.post('/api/accounts/login', { email: `user${i}@nowhere.example`, password: 'x' }, { ip: from })
    for (let batch = 0; batch < 200; batch += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(batch + i)))
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 400))
    }
    const over = await login(200)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(over.headers.get('Retry-After'))).toBeLessThanOrEqual(900)
    expect(over.body.message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/)
    expect((await login(200, '203.0.113.8')).status).toBe(400)
    // When the window resets the address may sign in again.
    t.clock.advance(Number(over.headers.get('Retry-After')) * 1000)
    expect((await login(201)).status).toBe(400)
  }, 60_000)

  it('delays code checks per email and IP, with the counters shared by every API copy through the database', async () => {
    const email = 'nobody@kesar.example'
    const ip = '198.51.100.30'
    const secondCopy = createApp({ db: t.db, transport: fileTransport(join(tmpdir(), 'unused-outbox.jsonl')), env: t.env, now: t.clock.now })
    const check = (app: typeof t.app, from = ip) => request(app, 'POST', '/api/accounts/verify-reset-otp', { email, otp: '123456' }, { ip: from })
    for (let i = 0; i < 5; i += 1) expect((await check(i % 2 === 0 ? t.app : secondCopy)).status).toBe(400)
    expect((await check(secondCopy)).status).toBe(429)
    expect((await check(t.app)).status).toBe(429)
    expect((await check(t.app, '198.51.100.31')).status).toBe(400)
  })
})

describe('transport-level errors', () => {
  it('413 JSON for a body over 64 KB', async () => {
    const res = await t.post('/api/accounts/login', { email: 'owner@kesar.example', password: 'x'.repeat(70 * 1024) })
    expect(res.status).toBe(413)
    expect(res.body.status).toBe(false)
    expect(typeof res.body.message).toBe('string')
  })

  it('400 JSON for malformed JSON, 404 JSON for unknown API paths', async () => {
    const malformed = await t.app.request('/api/accounts/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ status: false, message: 'Malformed JSON in request body' })
    const missing = await request(t.app, 'GET', '/api/nothing/here')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ status: false, message: 'Not found.' })
  })

  it('500 with a generic message and no stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await request(t.app, 'GET', '/api/probe/boom')
    log.mockRestore()
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ status: false, message: 'Something went wrong on our side. Please try again.' })
  })

  it('sets secure headers', async () => {
    const res = await request(t.app, 'GET', '/api/accounts/get_urls')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  })
})
