import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startMsg91Harness } from './message-harness'

// The sign-in answers say where the code went (masked) and name the job carrying it; the app asks that job's
// state, and when the SMS provider refused the code, the person asks for it by email instead.

let t: Awaited<ReturnType<typeof startMsg91Harness>>
let msg91: typeof t.msg91

beforeAll(async () => {
  t = await startMsg91Harness()
  msg91 = t.msg91
})

afterAll(async () => {
  await t.close()
})

const stateOf = async (id: string) => (await t.get(`/api/accounts/delivery/${id}`)).body.state
const login = { email: 'manager@kesar.example', password: 'Kesar@2026' }

describe('delivery in the answers', () => {
  it('says where the sign-in code went, masked, and reports it sent', async () => {
    const answer = await t.post('/api/accounts/login', { email: 'owner@kesar.example', password: 'Kesar@2026' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: true, message: 'We sent a 6-digit code to your phone ending 3210.', sent_to: '+91•••••3210' })
    const id = String(answer.body.delivery)
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('sent'), { timeout: 15_000, interval: 200 })
  })

  it('reports a refused SMS as failed, and the code then goes by email on request', async () => {
    msg91.script({ status: 400, body: { type: 'error', message: 'Number is on the DND list' } })
    const answer = await t.post('/api/accounts/login', login)
    const id = String(answer.body.delivery)
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('failed'), { timeout: 15_000, interval: 200 })
    // Past the resend cooldown (30 s), as the person would be after reading the refusal.
    await t.database.executeSql(`update one_time_codes set last_sent_at = now() - interval '1 minute' where email = $1`, [login.email])
    const byEmail = await t.post('/api/accounts/resend_otp', { email: login.email, channel: 'email' })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body).toMatchObject({ message: 'We sent a 6-digit code to m•••@kesar.example.', sent_to: 'm•••@kesar.example' })
  })

  it('says where a reset code went with the typed address masked, whether or not the account exists', async () => {
    const known = await t.post('/api/accounts/send-reset-otp', { email: 'owner@kesar.example' })
    const unknown = await t.post('/api/accounts/send-reset-otp', { email: 'nobody@kesar.example' })
    expect(known.body).toEqual({ status: true, message: 'If an account exists for this email, we sent a code to it.', sent_to: 'o•••@kesar.example' })
    expect(unknown.body).toEqual({ status: true, message: 'If an account exists for this email, we sent a code to it.', sent_to: 'n•••@kesar.example' })
  })

  it('answers 404 for an unknown delivery and 400 for a malformed one', async () => {
    expect((await t.get('/api/accounts/delivery/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await t.get('/api/accounts/delivery/not-a-job')).status).toBe(400)
  })
})
