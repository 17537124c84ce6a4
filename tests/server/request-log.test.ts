import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLog } from '../../server/kit/request-log'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

// issue 32: one JSON line per request (request id, organisation, person, route pattern, status, duration), and
// never a code, token, password or full phone number in the log: a sign-in flow runs, its log is searched.

const lines: string[] = []
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    done()
  },
})
let t: TestContext
beforeAll(async () => {
  t = await makeTestContext({ log: createLog({}, sink) })
})
afterAll(() => t.close())

type Line = { msg: string; reqId: string; route: string; method: string; status: number; responseTime: number; orgId?: string; personId?: string }
const requestLines = () => lines.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === 'request')

describe('the request log', () => {
  it('writes one JSON line per request with its id, route pattern, status, duration and who asked, and no secret', async () => {
    const password = 'Kesar@2026'
    const login = await t.post('/api/accounts/login', { email: 'owner@kesar.example', password })
    expect(login.status).toBe(200)
    const code = await t.lastCode('owner@kesar.example', 'login')
    const phone = (await t.sent()).at(-1)!.to
    const verified = await t.post('/api/accounts/verify-otp', { email: 'owner@kesar.example', otp: code })
    const token = verified.body.token as string
    const urls = await t.get('/api/accounts/get_urls', { token })
    expect(urls.status).toBe(200)
    const wrong = await t.post('/api/accounts/login', { email: 'owner@kesar.example', password: 'Not-the-password-1' })
    expect(wrong.status).toBeGreaterThanOrEqual(400)

    const logged = requestLines()
    expect(logged).toHaveLength(4)
    expect(logged.map((line) => `${line.method} ${line.route} ${line.status}`)).toEqual([
      'POST /api/accounts/login 200',
      'POST /api/accounts/verify-otp 200',
      'GET /api/accounts/get_urls 200',
      `POST /api/accounts/login ${wrong.status}`,
    ])
    expect(logged.map((line) => line.reqId)).toEqual([login, verified, urls, wrong].map((answer) => answer.headers.get('x-request-id')))
    for (const line of logged) expect(line.responseTime).toBeGreaterThanOrEqual(0)
    const signedIn = logged[2]!
    expect(signedIn.orgId).toMatch(/^[0-9a-f-]{36}$/)
    expect(signedIn.personId).toMatch(/^[0-9a-f-]{36}$/)
    expect(logged[0]!.personId).toBeUndefined()

    const text = lines.join('\n')
    expect(phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(10)
    for (const secret of [code, token, password, 'Not-the-password-1', phone, phone.replace(/\D/g, '').slice(-10)]) expect(text).not.toContain(secret)
  })

  it('names an unknown route by no path of its own', async () => {
    lines.length = 0
    const answer = await t.get('/api/catalogue/brands/00000000-0000-4000-8000-000000000000/nothing?secret=abc')
    const [line] = requestLines()
    expect(line?.status).toBe(answer.status)
    expect(lines.join('\n')).not.toContain('secret=abc')
    expect(lines.join('\n')).not.toContain('00000000-0000-4000-8000-000000000000')
  })
})
