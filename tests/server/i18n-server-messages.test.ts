// The server's own answers in the language asked for (Accept-Language): a list's and a record's message, a record not found,
// a file refused by the import's checks; the same in English, the spec's words, when English is asked or nothing is.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let marketing: string
let codeId: string

beforeAll(async () => {
  t = await makeTestContext()
  marketing = await signInAs(t, 'marketing')
  const list = await t.get('/api/promocode/get_promo_codes', { token: marketing })
  codeId = (list.body.data as { promo_code_id: string }[])[0]!.promo_code_id
})
afterAll(async () => {
  await t.close()
})

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }
const english = { 'accept-language': 'en-IN,en;q=0.9' }
const asked = (headers: Record<string, string>) => ({ token: marketing, headers })
const importRow = { code: 'LANGCODE1', brand: 'Kesar', discount_type: 'percent', discount_value: '10', starts_at: '2026-10-20', ends_at: '2026-11-05' }

describe('the answers in Hindi', () => {
  it("says a list's and a record's message in Hindi", async () => {
    const list = await t.get('/api/promocode/get_promo_codes', asked(hindi))
    expect(list.status).toBe(200)
    expect(list.body.message).toBe('प्रोमो कोड लोड हुए')
    const record = await t.get(`/api/promocode/get_promo_codes/${codeId}`, asked(hindi))
    expect(record.body.message).toBe('प्रोमो कोड लोड हुआ')
    const finance = await signInAs(t, 'finance')
    const wallet = await t.get('/api/financials/wallet-payments', { token: finance, headers: hindi })
    expect(wallet.body.message).toBe('वॉलेट ट्रांज़ैक्शन लोड हुए')
  })

  it('says a record that is not there in Hindi', async () => {
    const missing = await t.get(`/api/promocode/get_promo_codes/${randomUUID()}`, asked(hindi))
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('प्रोमो कोड नहीं मिला।')
  })

  it("says the import's file checks in Hindi", async () => {
    const encoding = await t.post('/api/import/promo_codes', { rows: [{ ...importRow, description: 'Di\uFFFDwali' }], dry_run: true }, asked(hindi))
    expect(encoding.status).toBe(400)
    expect(encoding.body.message).toBe('फ़ाइल UTF-8 टेक्स्ट नहीं है। इसे "CSV UTF-8" में सेव करके फिर से चुनें।')
    const empty = await t.post('/api/import/promo_codes', { rows: [], dry_run: true }, asked(hindi))
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('फ़ाइल में कोई पंक्ति नहीं है।')
    const formula = await t.post('/api/import/promo_codes', { rows: [{ ...importRow, description: '=SUM(A1)' }] }, asked(hindi))
    expect(formula.body).toMatchObject({ status: false, message: '1 पंक्ति में गलतियाँ हैं: कुछ भी इम्पोर्ट नहीं हुआ।' })
    // The column by its Hindi header too, as the Hindi template names it.
    expect(formula.body.errors).toEqual([{ line: 2, column: 'विवरण', message: 'पंक्ति 2, कॉलम विवरण: फ़ॉर्मूला नहीं चलेंगे' }])
    const template = await t.get('/api/import/promo_codes/template', asked(hindi))
    expect(template.text.split('\r\n')[0]).toContain('विवरण')
    expect(template.text).not.toContain('Description')
  })

  it("says a bulk change's count in Hindi, with a row of another organisation failed", async () => {
    const res = await t.post('/api/bulk/promo-codes/deactivate', { ids: [codeId, randomUUID()] }, asked(hindi))
    expect(res.body).toMatchObject({ message: '1 प्रोमो कोड निष्क्रिय किया गया; 1 में बदलाव नहीं हो सका।', failed: [{ message: 'प्रोमो कोड नहीं मिला।' }] })
    const back = await t.post('/api/bulk/promo-codes/activate', { ids: [codeId] }, asked(english))
    expect(back.body.message).toBe('1 promo code activated.')
  })
})

describe('the same answers in English', () => {
  it('keeps the English word for word, asked for or not', async () => {
    for (const headers of [english, {}]) {
      expect((await t.get('/api/promocode/get_promo_codes', asked(headers))).body.message).toBe('Promo codes loaded')
      expect((await t.get(`/api/promocode/get_promo_codes/${codeId}`, asked(headers))).body.message).toBe('Promo code loaded')
      expect((await t.get(`/api/promocode/get_promo_codes/${randomUUID()}`, asked(headers))).body.message).toBe('Promo code not found.')
      const encoding = await t.post('/api/import/promo_codes', { rows: [{ ...importRow, description: 'Di\uFFFDwali' }], dry_run: true }, asked(headers))
      expect(encoding.body.message).toBe('The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.')
      expect((await t.post('/api/import/promo_codes', { rows: [], dry_run: true }, asked(headers))).body.message).toBe('The file has no rows.')
      const formula = await t.post('/api/import/promo_codes', { rows: [{ ...importRow, description: '=SUM(A1)' }] }, asked(headers))
      expect(formula.body.message).toBe('1 row has errors: nothing was imported.')
      expect(formula.body.errors).toEqual([{ line: 2, column: 'Description', message: 'Line 2, column Description: formulas are not allowed' }])
    }
  })
})
