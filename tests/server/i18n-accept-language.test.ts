// The server answers in the language the app asks for (Accept-Language), from the same catalogues as the app: the
// contract's field messages, its own errors; English, the spec's words, when nothing or another language is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogin } from '../../server/db/demo'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const hindi = { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } }

describe('Accept-Language', () => {
  it("answers a form's field messages in Hindi when asked", async () => {
    const res = await t.post('/api/accounts/login', { email: 'a b@kesar.example', password: '' }, hindi)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: ['ईमेल में स्पेस नहीं होना चाहिए', 'ईमेल का फ़ॉर्मैट सही नहीं है'], password: ['कृपया पासवर्ड डालें'] })
    expect(res.headers.get('vary')).toContain('Accept-Language')
  })

  it("answers the contract's shared messages and the server's own in Hindi", async () => {
    const missing = await t.post('/api/accounts/login', {}, hindi)
    expect(missing.body.errors).toEqual({ email: ['ज़रूरी है'], password: ['ज़रूरी है'] })
    const unknown = await t.get('/api/no-such-path', hindi)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('नहीं मिला।')
  })

  it('answers in English, word for word, without the header, with English first or with a language it does not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' }, { 'accept-language': 'fr-FR' }] as Record<string, string>[]) {
      const res = await t.post('/api/accounts/login', { email: '', password: '' }, { headers })
      expect(res.body.errors).toMatchObject({ email: expect.arrayContaining(['Please enter email address']), password: ['Please enter password'] })
      expect((await t.get('/api/no-such-path', { headers })).body.message).toBe('Not found.')
    }
  })

  it("names the organisation's wallet and its ledger account in the reader's language (they are stored in English)", async () => {
    const token = await t.signIn(demoLogin.email, demoLogin.password)
    const names = async (headers: { headers?: Record<string, string> }) => {
      const wallets = (await t.get('/api/financials/wallets', { token, ...headers })).body.data as { name: string }[]
      return wallets[0]?.name
    }
    expect(await names({})).toBe('Organisation wallet')
    expect(await names(hindi)).toBe('संगठन का वॉलेट')
  })

  it('keeps each of two requests at once in its own language', async () => {
    const [hi, en] = await Promise.all([t.post('/api/accounts/login', {}, hindi), t.post('/api/accounts/login', {})])
    expect(hi.body.errors).toEqual({ email: ['ज़रूरी है'], password: ['ज़रूरी है'] })
    expect(en.body.errors).toEqual({ email: ['Required'], password: ['Required'] })
  })
})

describe("the person's language", () => {
  it('is English at first, saved for the person with PUT language and returned with the account and at sign-in', async () => {
    const token = await t.signIn(demoLogin.email, demoLogin.password)
    const before = await t.get('/api/my_accounts/get_erp_user', { token })
    expect((before.body.data as { user: { language: string } }).user.language).toBe('en')
    const saved = await t.put('/api/my_accounts/language', { language: 'hi' }, { token, ...hindi })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ status: true, message: 'भाषा सेव हो गई', language: 'hi' })
    const after = await t.get('/api/my_accounts/get_erp_user', { token })
    expect((after.body.data as { user: { language: string } }).user.language).toBe('hi')
    await t.put('/api/my_accounts/language', { language: 'en' }, { token })
  })

  it('takes English or Hindi only, with the reason in the language asked for', async () => {
    const token = await t.signIn(demoLogin.email, demoLogin.password)
    const refused = await t.put('/api/my_accounts/language', { language: 'fr' }, { token })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ language: ['Choose English or Hindi'] })
    const inHindi = await t.put('/api/my_accounts/language', { language: 'ta' }, { token, ...hindi })
    expect(inHindi.body.errors).toEqual({ language: ['अंग्रेज़ी या हिन्दी चुनें'] })
  })
})
