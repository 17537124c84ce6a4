import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticators, backupCodes } from '../../server/auth/schema'
import { openSecret, totpKey } from '../../server/auth/totp-key'
import { totpPaths } from '../../src/contract/account/security'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/** The authenticator app (docs/accounts.md#authenticator-app): setup, sign-in with its codes, clock skew, backup codes. */
let t: TestContext
let token: string
let secret: string
let backup: string[]
const email = 'finance@kesar.example'
const password = 'Kesar@2026'
/** The code the app shows `steps` steps (of 30 s) from the server's clock. */
const codeAt = (steps: number) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + steps * 30 })

beforeAll(async () => {
  t = await makeTestContext()
  token = await signInAs(t, 'finance')
})
afterAll(async () => {
  await t.close()
})

/** The password, then the authenticator's step; answers verify-totp's result. */
async function signIn(body: { code?: string; backup_code?: string }) {
  const login = await t.post('/api/accounts/login', { email, password })
  expect(login.body).toMatchObject({ status: true, second_factor: 'totp', message: 'Enter the 6-digit code from your authenticator app.' })
  return t.post(totpPaths.verify, { email, ...body })
}

describe('setting up the authenticator app', () => {
  it('shows a QR code and the secret once, is on only after a right code, and answers ten backup codes once', async () => {
    const setup = await t.post(totpPaths.setup, {}, { token })
    expect(setup.body.data).toMatchObject({
      qr_code: expect.stringMatching(/^data:image\/png;base64,/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\//),
    })
    secret = (setup.body.data as { secret: string }).secret
    expect((await t.get(totpPaths.state, { token })).body.data).toEqual({ enabled: false, backup_codes_left: 0, required: false })
    const wrong = await t.post(totpPaths.confirm, { code: (Number(await codeAt(0)) ^ 1).toString().padStart(6, '0') }, { token })
    expect(wrong.status).toBe(400)
    const right = await t.post(totpPaths.confirm, { code: await codeAt(0) }, { token })
    expect(right.status).toBe(200)
    backup = (right.body.data as { backup_codes: string[] }).backup_codes
    expect(backup).toHaveLength(10)
    expect(new Set(backup).size).toBe(10)
    const state = await t.get(totpPaths.state, { token })
    expect(state.body.data).toEqual({ enabled: true, backup_codes_left: 10, required: false })
    expect(JSON.stringify(state.body)).not.toContain(secret)
    // The secret is stored sealed (AES-256-GCM under the server's key), the backup codes hashed.
    const [sealed] = await t.db.select({ secret: authenticators.secret }).from(authenticators)
    expect(sealed?.secret).toMatch(/^v1:/)
    expect(sealed?.secret).not.toContain(secret)
    expect(openSecret(totpKey({ DATABASE_URL: process.env.TEST_DATABASE_URL, DATA_DIR: 'memory://' }), sealed?.secret ?? '')).toBe(secret)
    // Stored hashed: no backup code is in the table as typed.
    const stored = await t.db.select({ hash: backupCodes.codeHash }).from(backupCodes)
    for (const code of backup) expect(stored.map((row) => row.hash)).not.toContain(code)
  })
})

describe('signing in with the authenticator app', () => {
  it('sends no SMS code and takes the code the app shows now', async () => {
    t.clock.advance(60_000)
    const before = (await t.sent()).length
    const res = await signIn({ code: await codeAt(0) })
    expect(res.status).toBe(200)
    expect(typeof res.body.token).toBe('string')
    expect((await t.sent()).length).toBe(before)
  })

  it('accepts a code one step late or early (a clock off by up to 30 s), refuses one two steps off', async () => {
    t.clock.advance(120_000)
    expect((await signIn({ code: await codeAt(-1) })).status).toBe(200)
    t.clock.advance(120_000)
    expect((await signIn({ code: await codeAt(1) })).status).toBe(200)
    t.clock.advance(120_000)
    const late = await signIn({ code: await codeAt(-2) })
    expect(late).toMatchObject({ status: 400, body: { message: 'That code is not right. Try the newest code from your app, or a backup code.' } })
    expect((await signIn({ code: await codeAt(2) })).status).toBe(400)
  })

  it('takes each code once: the same code again is refused', async () => {
    t.clock.advance(120_000)
    const code = await codeAt(0)
    expect((await signIn({ code })).status).toBe(200)
    expect((await signIn({ code })).status).toBe(400)
  })

  it('takes a backup code once, with or without its dash, and counts what is left', async () => {
    const [first = '', second = ''] = backup
    expect((await signIn({ backup_code: first })).status).toBe(200)
    expect((await signIn({ backup_code: first })).status).toBe(400)
    expect((await signIn({ backup_code: second.replace('-', '').toUpperCase() })).status).toBe(200)
    expect((await t.get(totpPaths.state, { token })).body.data).toEqual({ enabled: true, backup_codes_left: 8, required: false })
  })

  it('needs the password first: a right code without a live sign-in is refused', async () => {
    t.clock.advance(120_000)
    const res = await t.post(totpPaths.verify, { email, code: await codeAt(0) })
    expect(res.status).toBe(400)
  })

  it('can still ask for an SMS code instead', async () => {
    await t.post('/api/accounts/login', { email, password })
    const resend = await t.post('/api/accounts/resend_otp', { email })
    expect(resend.status).toBe(200)
    const sms = await t.post('/api/accounts/verify-otp', { email, otp: await t.lastCode(email, 'login') })
    expect(sms.status).toBe(200)
  })

  it('turns off with a right code, and sign-in sends SMS codes again', async () => {
    t.clock.advance(120_000)
    expect((await t.post(totpPaths.disable, { code: await codeAt(0) }, { token })).status).toBe(200)
    expect(await t.db.select().from(authenticators)).toEqual([])
    const login = await t.post('/api/accounts/login', { email, password })
    expect(login.body.second_factor).toBeUndefined()
  })
})
