import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rolePaths } from '../../src/contract/roles'
import type { RoleRecord } from '../../src/contract/roles'
import { totpPaths } from '../../src/contract/account/security'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/** A role that requires the authenticator app (docs/accounts.md#authenticator-app): the session opens only its setup until it is on. */
let t: TestContext
let owner: string
const email = 'marketing@kesar.example'
const password = 'Kesar@2026'
const stats = '/api/dashboard/vendor-stats'
const setupRequired = { status: false, message: 'Your role requires an authenticator app. Set it up on this screen to continue.', totp_setup_required: true }

beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  const role = ((await t.get(`${rolePaths.list}?page_size=100`, { token: owner })).body.data as RoleRecord[]).find((entry) => entry.key === 'marketing')
  if (!role) throw new Error('no marketing role')
  const res = await t.put(rolePaths.one(role.id), { grants: role.grants, require_totp: true, updated_at: role.updated_at }, { token: owner })
  expect(res.status).toBe(200)
})
afterAll(async () => {
  await t.close()
})

/** The password and the SMS code, as the app does; answers verify-otp's result. */
async function smsSignIn() {
  const login = await t.post('/api/accounts/login', { email, password })
  expect(login.status).toBe(200)
  return t.post('/api/accounts/verify-otp', { email, otp: await t.lastCode(email, 'login') })
}

describe('a role that requires the authenticator app', () => {
  let token: string
  let secret: string
  const codeNow = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) })

  it('signs its people in with the SMS code, says the setup is needed, and opens nothing else until it is done', async () => {
    const res = await smsSignIn()
    expect(res.body).toMatchObject({ status: true, totp_setup_required: true })
    token = res.body.token as string
    // Every screen's endpoint is closed; its own account (name, role) and the setup are open.
    expect(await t.get(stats, { token })).toMatchObject({ status: 403, body: setupRequired })
    expect(await t.get('/api/accounts/get_urls', { token })).toMatchObject({ status: 403, body: setupRequired })
    // Its role opens no screen yet (the ads service reads the grants there too).
    expect((await t.get('/api/my_accounts/get_erp_user', { token })).body.data).toMatchObject({ role: { key: 'marketing', require_totp: true, grants: {} } })
    expect((await t.get(totpPaths.state, { token })).body.data).toEqual({ enabled: false, backup_codes_left: 0, required: true })
    // Other roles are not held back.
    expect((await t.get(stats, { token: owner })).status).toBe(200)
  })

  it('opens the app once the authenticator is on, and after that the sign-in asks for its code with no SMS instead', async () => {
    const setup = await t.post(totpPaths.setup, {}, { token })
    expect(setup.status).toBe(200)
    secret = (setup.body.data as { secret: string }).secret
    expect((await t.post(totpPaths.confirm, { code: await codeNow() }, { token })).status).toBe(200)
    expect((await t.get(stats, { token })).status).toBe(200)
    expect((await t.get(totpPaths.state, { token })).body.data).toMatchObject({ enabled: true, required: true })
    const grants = ((await t.get('/api/my_accounts/get_erp_user', { token })).body.data as { role: { grants: object } }).role.grants
    expect(Object.keys(grants).length).toBeGreaterThan(1)

    const login = await t.post('/api/accounts/login', { email, password })
    expect(login.body).toMatchObject({ status: true, second_factor: 'totp', sms_fallback: false })
    const before = (await t.sent()).length
    const resend = await t.post('/api/accounts/resend_otp', { email })
    expect(resend).toMatchObject({ status: 400, body: { message: 'Your role signs in with an authenticator app: enter its code or a backup code.' } })
    expect((await t.sent()).length).toBe(before)
    t.clock.advance(60_000)
    const signedIn = await t.post(totpPaths.verify, { email, code: await codeNow() })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.totp_setup_required).toBeUndefined()
  })

  it('keeps the app on: turning it off is refused, and a new setup over it too', async () => {
    t.clock.advance(60_000)
    const off = await t.post(totpPaths.disable, { code: await codeNow() }, { token })
    expect(off).toMatchObject({ status: 409, body: { message: 'Your role requires an authenticator app, so it cannot be turned off.' } })
    const again = await t.post(totpPaths.setup, {}, { token })
    expect(again).toMatchObject({ status: 409, body: { message: 'The authenticator app is already on. Turn it off first to set it up again.' } })
    expect((await t.get(totpPaths.state, { token })).body.data).toMatchObject({ enabled: true })
  })
})
