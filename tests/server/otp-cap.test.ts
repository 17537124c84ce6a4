import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeCap } from '../../server/auth/code-cap'
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
const hour = 60 * 60 * 1000
let addresses = 0
/** A new client address for every request: the cap must hold however many addresses a guesser has. */
const fresh = () => {
  addresses += 1
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** A password sign-in from a new address: a new live code for the account. */
async function signInStep(email: string): Promise<string> {
  expect((await t.post('/api/accounts/login', { email, password }, { ip: fresh() })).status).toBe(200)
  return t.lastCode(email, 'login')
}
const verify = (email: string, otp: string) => t.post('/api/accounts/verify-otp', { email, otp }, { ip: fresh() })

/** `count` wrong codes from new addresses, signing in again with the password whenever a code dies (5 tries each). */
async function guessWrong(email: string, count: number) {
  const statuses: number[] = []
  let code = await signInStep(email)
  for (let i = 0; i < count; i += 1) {
    if (i > 0 && i % 5 === 0) code = await signInStep(email)
    statuses.push((await verify(email, wrongFor(code))).status)
  }
  return statuses
}

describe('one-time codes: a cap per account across all addresses', () => {
  it(`at most ${codeCap.perHour} wrong codes per account per hour, however many addresses; the right code waits out the hour`, async () => {
    const email = 'manager@kesar.example'
    const statuses = await guessWrong(email, codeCap.perHour + 5)
    expect(statuses.slice(0, codeCap.perHour).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(codeCap.perHour)).toEqual([429, 429, 429, 429, 429])
    // Refused unchecked: even the right code is not evaluated until the hour is over.
    const code = await signInStep(email)
    const held = await verify(email, code)
    expect(held.status).toBe(429)
    expect(held.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(held.headers.get('Retry-After'))).toBeLessThanOrEqual(3600)
    t.clock.advance(hour)
    const signedIn = await verify(email, code)
    expect(signedIn.status).toBe(200)
    expect(typeof signedIn.body.token).toBe('string')
  })

  it(`after ${codeCap.consecutive} wrong codes in a row, codes are refused for ${codeCap.lockHours} hours; the time ends the lock`, async () => {
    const email = 'catalogue@kesar.example'
    t.clock.set('2026-02-02T00:00:00.000Z')
    for (let run = 0; run < codeCap.consecutive / codeCap.perHour; run += 1) {
      expect(await guessWrong(email, codeCap.perHour)).toEqual(Array.from({ length: codeCap.perHour }, () => 400))
      t.clock.advance(hour)
    }
    const code = await signInStep(email)
    const locked = await verify(email, code)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThanOrEqual(23 * 3600)
    t.clock.advance(codeCap.lockHours * hour)
    expect((await verify(email, code)).status).toBe(200)
  })

  it('strangers without the password cannot stop the owner signing in with it', async () => {
    const email = 'owner@kesar.example'
    t.clock.set('2026-03-02T00:00:00.000Z')
    // Wrong passwords, codes guessed with no sign-in behind them, and reset codes guessed, each from a new address.
    for (let i = 0; i < 30; i += 1) expect((await t.post('/api/accounts/login', { email, password: `Wrong@${i}x` }, { ip: fresh() })).status).toBe(400)
    for (let i = 0; i < 30; i += 1) expect((await verify(email, String(100000 + i))).status).toBe(400)
    expect((await t.post('/api/accounts/send-reset-otp', { email }, { ip: fresh() })).status).toBe(200)
    const resetCode = await t.lastCode(email, 'reset')
    const resetAnswers: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const res = await t.post('/api/accounts/verify-reset-otp', { email, otp: wrongFor(resetCode) }, { ip: fresh() })
      resetAnswers.push(res.status)
    }
    expect(resetAnswers).toEqual([400, 400, 400, 400, 400])
    // The owner, from an address of their own, with the password and the code sent to their phone.
    const code = await signInStep(email)
    const signedIn = await verify(email, code)
    expect(signedIn.status).toBe(200)
    expect(typeof signedIn.body.token).toBe('string')
  })

  it('wrong reset codes count apart from sign-in codes', async () => {
    const email = 'support@kesar.example'
    t.clock.set('2026-04-06T00:00:00.000Z')
    expect(await guessWrong(email, codeCap.perHour - 1)).toEqual(Array.from({ length: codeCap.perHour - 1 }, () => 400))
    expect((await t.post('/api/accounts/send-reset-otp', { email }, { ip: fresh() })).status).toBe(200)
    const resetCode = await t.lastCode(email, 'reset')
    for (let i = 0; i < 5; i += 1) {
      expect((await t.post('/api/accounts/verify-reset-otp', { email, otp: wrongFor(resetCode) }, { ip: fresh() })).status).toBe(400)
    }
    const code = await signInStep(email)
    expect((await verify(email, code)).status).toBe(200)
  })
})
