import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CodeMessage } from '../../server/auth/code-transport'
import { startMsg91Harness } from './message-harness'

// Sign-in codes by SMS through the MSG91 adapter, against a local stand-in of MSG91's Flow API.

let t: Awaited<ReturnType<typeof startMsg91Harness>>
let msg91: typeof t.msg91

beforeAll(async () => {
  t = await startMsg91Harness({ MSG91_TEMPLATE_LOGIN_HI: 'tpl-login-hi' })
  msg91 = t.msg91
})

afterAll(async () => {
  await t.close()
})

beforeEach(() => {
  msg91.requests.length = 0
})

const settled = (id: string, state: 'completed' | 'failed') =>
  vi.waitFor(async () => expect((await t.job(id))?.state).toBe(state), { timeout: 20_000, interval: 200 })
const sms = (to: string, code: string): CodeMessage => ({ channel: 'sms', to, email: 'owner@kesar.example', purpose: 'login', code, language: 'en' })

describe('SMS by MSG91', () => {
  it('sends the sign-in code with the auth key, the Hindi DLT template for a Hindi speaker, and a code that signs in', async () => {
    await t.speaks('owner@kesar.example', 'hi')
    const login = await t.post('/api/accounts/login', { email: 'owner@kesar.example', password: 'Kesar@2026' })
    expect(login.status).toBe(200)
    await vi.waitFor(() => expect(t.logs).toContain('SMS sent to +91•••••3210 (login)'), { timeout: 15_000, interval: 200 })
    expect(msg91.requests).toHaveLength(1)
    const [sent] = msg91.requests
    expect(sent).toMatchObject({ path: '/api/v5/flow', authkey: 'test-auth-key-1', contentType: 'application/json' })
    expect(sent!.body).toMatchObject({ template_id: 'tpl-login-hi', sender: 'KESARB', short_url: '0' })
    const [recipient] = sent!.body.recipients as { mobiles: string; otp: string; minutes: string }[]
    expect(recipient).toMatchObject({ mobiles: '919876543210', minutes: '5' })
    expect(recipient!.otp).toMatch(/^\d{6}$/)
    const verified = await t.post('/api/accounts/verify-otp', { email: 'owner@kesar.example', otp: recipient!.otp })
    expect(verified.status).toBe(200)
    // No log line carries the code or the whole number.
    expect(t.logs).toContain('SMS queued to +91•••••3210 (login)')
    expect(t.logs.join('\n')).not.toMatch(new RegExp(`${recipient!.otp}|9876543210`))
  })

  it('retries a provider 5xx with backoff and sends once', async () => {
    msg91.script({ status: 503, body: { type: 'error', message: 'Service unavailable' } })
    const id = await t.messages.queued(sms('+919812345601', '100200'))
    await settled(id, 'completed')
    expect(msg91.requests.map((r) => (r.body.recipients as { otp: string }[])[0]!.otp)).toEqual(['100200', '100200'])
    expect((await t.job(id))?.retryCount).toBe(1)
    expect(t.logs).toContain('SMS to +91•••••5601 failed (login): MSG91 answered 503: Service unavailable; retrying')
  })

  it('retries after a 429 rate-limit answer', async () => {
    msg91.script({ status: 429, body: { type: 'error', message: 'Too many requests' } })
    const id = await t.messages.queued(sms('+919812345602', '300400'))
    await settled(id, 'completed')
    expect(msg91.requests).toHaveLength(2)
    expect(t.logs).toContain('SMS to +91•••••5602 failed (login): MSG91 rate limit (429): Too many requests; retrying')
  })

  it('puts a 4xx in failed with its reason, at once, and drops the code', async () => {
    msg91.script({ status: 400, body: { type: 'error', message: 'Mobile number is invalid' } })
    const id = await t.messages.queued(sms('+910000000001', '500600'))
    await settled(id, 'failed')
    expect(msg91.requests).toHaveLength(1)
    const job = await t.job(id)
    expect(job?.output).toMatchObject({ message: 'MSG91 refused (400): Mobile number is invalid' })
    expect(job?.data).toMatchObject({ failed: 'MSG91 refused (400): Mobile number is invalid', message: { to: '+91•••••0001' } })
    expect(JSON.stringify(job?.data)).not.toContain('500600')
  })

  it('treats a 200 answer of type error (a bad template, no balance) as a refusal', async () => {
    msg91.script({ status: 200, body: { type: 'error', message: 'Template not approved' } })
    const id = await t.messages.queued(sms('+919812345603', '700800'))
    await settled(id, 'failed')
    expect((await t.job(id))?.output).toMatchObject({ message: 'MSG91 refused: Template not approved' })
  })
})
