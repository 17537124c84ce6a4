import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../src/contract/history'
import { getLocale, setLocaleSource, type Locale } from '../../src/contract/i18n/locale'
import { loadHindi } from '../../src/contract/i18n/load'
import { entrySentence, formatHistoryValue, relativeTime } from '../../src/lib/history-entry'

const device = getLocale()
const speak = (locale: Locale) => setLocaleSource(() => locale)
beforeAll(() => loadHindi(['form']))
afterEach(() => speak(device))

const now = Date.parse('2026-11-24T12:00:00.000Z')
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString()

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'h1',
  at: hoursAgo(2),
  record_type: 'product_variant',
  record_id: 'b1f0c3c2-6a55-4c1e-9a57-6f1d2a1e0c11',
  record_label: 'KES-TEE-M',
  action: 'updated',
  actor_id: 'a1',
  actor_name: 'Priya',
  actor_role: 'catalogue',
  changes: [],
  ...overrides,
})

describe('a history entry as a sentence (issue 20)', () => {
  it('names the person, their role, the field and its money before and after, in rupees from paise', () => {
    const price = entry({ changes: [{ field: 'price_paise', label: 'Price', before: 129900, after: 119900 }] })
    expect(entrySentence(price, now)).toBe('Priya (catalogue) changed Price from ₹1,299 to ₹1,199 · 2 hr ago')
  })

  it('lists several changes of one save in one sentence', () => {
    const save = entry({
      changes: [
        { field: 'mrp_paise', label: 'MRP', before: 150000, after: 149950 },
        { field: 'barcode', label: 'Barcode', before: '890123', after: '890124' },
        { field: 'reorder_level', label: 'Reorder level', before: 1200, after: 15000 },
      ],
    })
    expect(entrySentence(save, now)).toBe(
      'Priya (catalogue) changed MRP from ₹1,500 to ₹1,499.50, Barcode from 890123 to 890124 and Reorder level from 1,200 to 15,000 · 2 hr ago',
    )
  })

  it('shows instants in India and calendar days as they are, whatever the device zone', () => {
    expect(formatHistoryValue('starts_at', '2026-11-24T05:00:00.000Z')).toBe('24 Nov 2026, 10:30 am')
    expect(formatHistoryValue('starts_at', '2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026, 01:30 am')
    expect(formatHistoryValue('starts_on', '2026-11-30')).toBe('30 Nov 2026')
    const dates = entry({
      record_type: 'promo_code',
      changes: [{ field: 'ends_at', label: 'Ends', before: '2026-12-31T18:29:00.000Z', after: '2027-01-31T18:29:00.000Z' }],
    })
    expect(entrySentence(dates, now)).toBe('Priya (catalogue) changed Ends from 31 Dec 2026, 11:59 pm to 31 Jan 2027, 11:59 pm · 2 hr ago')
  })

  it('says "none" for a value that was or became empty, and Yes/No for flags', () => {
    const cleared = entry({
      record_type: 'promo_code',
      actor_name: 'Arjun',
      actor_role: 'marketing',
      changes: [
        { field: 'max_discount_paise', label: 'Maximum discount', before: null, after: 50000 },
        { field: 'usage_limit', label: 'Usage limit', before: 100, after: null },
        { field: 'is_active', label: 'Active', before: true, after: false },
      ],
    })
    expect(entrySentence(cleared, now)).toBe(
      'Arjun (marketing) changed Maximum discount from none to ₹500, Usage limit from 100 to none and Active from Yes to No · 2 hr ago',
    )
    expect(formatHistoryValue('regions', [])).toBe('none')
    expect(formatHistoryValue('regions', ['North', 'East'])).toBe('North, East')
  })

  it('names the record for a create, with the values it was created with', () => {
    const created = entry({
      action: 'created',
      at: hoursAgo(26),
      changes: [
        { field: 'sku', label: 'SKU', before: null, after: 'KES-TEE-M' },
        { field: 'price_paise', label: 'Selling price', before: null, after: 99900 },
      ],
    })
    expect(entrySentence(created, now)).toBe('Priya (catalogue) created KES-TEE-M: SKU KES-TEE-M, Selling price ₹999 · yesterday')
  })

  it('reads a status change as its change, and an action with no fields by its own verb', () => {
    const status = entry({
      record_type: 'complaint',
      record_label: 'TKT-1042',
      action: 'status',
      actor_name: 'Meera',
      actor_role: 'support',
      at: hoursAgo(0.2),
      changes: [{ field: 'status', label: 'Status', before: 'in_progress', after: 'resolved' }],
    })
    expect(entrySentence(status, now)).toBe('Meera (support) changed Status from in progress to resolved · 12 min ago')
    const note = entry({ record_type: 'complaint', record_label: 'TKT-1042', action: 'noted', actor_name: 'Meera', actor_role: 'support', at: hoursAgo(0) })
    expect(entrySentence(note, now)).toBe('Meera (support) added a note to TKT-1042 · now')
    const cancelled = entry({ record_type: 'booking', record_label: 'BK-77', action: 'cancelled', at: hoursAgo(24 * 40) })
    expect(entrySentence(cancelled, now)).toBe('Priya (catalogue) cancelled BK-77 · last month')
  })

  it('names a changed reference by its label (its ids mean nothing to read), and leaves out what a create left empty or pointed at', () => {
    const brandId = '8ae2dc11-593d-484e-951f-aff7a52689ae'
    const moved = entry({
      changes: [
        { field: 'brand_id', label: 'Brand', before: brandId, after: '0d42a70f-fb2e-44c6-ae05-28e27ce22ba5' },
        { field: 'price_paise', label: 'Price', before: 100, after: 200 },
      ],
    })
    expect(entrySentence(moved, now)).toBe('Priya (catalogue) changed Brand and Price from ₹1 to ₹2 · 2 hr ago')
    const created = entry({
      action: 'created',
      record_type: 'promo_code',
      record_label: 'WINTER15',
      changes: [
        { field: 'code', label: 'Code', before: null, after: 'WINTER15' },
        { field: 'description', label: 'Description', before: null, after: '' },
        { field: 'brand_id', label: 'Brand', before: null, after: brandId },
        { field: 'region_ids', label: 'Regions', before: null, after: [brandId] },
        { field: 'usage_limit', label: 'Usage limit', before: null, after: null },
      ],
    })
    expect(entrySentence(created, now)).toBe('Priya (catalogue) created WINTER15: Code WINTER15 · 2 hr ago')
  })

  it('cuts long text so the sentence stays short', () => {
    const long = 'A'.repeat(200)
    expect(formatHistoryValue('description', long)).toHaveLength(80)
    expect(formatHistoryValue('description', long).endsWith('…')).toBe(true)
  })

  it('counts time back with Intl.RelativeTimeFormat', () => {
    expect(relativeTime(hoursAgo(0.01), now)).toBe('now')
    expect(relativeTime(hoursAgo(5), now)).toBe('5 hr ago')
    expect(relativeTime(hoursAgo(24 * 3), now)).toBe('3 days ago')
    expect(relativeTime(hoursAgo(24 * 800), now)).toBe('2 years ago')
  })
})

describe('a history entry in Hindi', () => {
  it('puts the verb last, after the record, and joins changes with और', () => {
    speak('hi')
    const price = entry({
      changes: [
        { field: 'price_paise', label: 'कीमत', before: 129900, after: 119900 },
        { field: 'barcode', label: 'बारकोड', before: '890123', after: null },
        { field: 'is_active', label: 'चालू', before: true, after: false },
      ],
    })
    expect(entrySentence(price, now)).toBe('Priya (catalogue) ने बदला: कीमत ₹1,299 से ₹1,199, बारकोड 890123 से कुछ नहीं और चालू हाँ से नहीं · 2 घंटे पहले')
    const created = entry({ action: 'created', at: hoursAgo(26), changes: [{ field: 'sku', label: 'SKU', before: null, after: 'KES-TEE-M' }] })
    expect(entrySentence(created, now)).toBe('Priya (catalogue) ने KES-TEE-M बनाया: SKU KES-TEE-M · कल')
    const note = entry({ record_label: 'TKT-1042', action: 'noted', actor_role: '', at: hoursAgo(0) })
    expect(entrySentence(note, now)).toBe('Priya ने TKT-1042 पर नोट जोड़ा · अब')
    const bulk = entry({ record_label: '', action: 'bulk', at: hoursAgo(24 * 800) })
    expect(entrySentence(bulk, now)).toBe('Priya (catalogue) ने एक साथ बदला · 2 वर्ष पहले')
  })

  it('counts time back and shows dates in Hindi', () => {
    speak('hi')
    expect(relativeTime(hoursAgo(0.2), now)).toBe('12 मिनट पहले')
    expect(formatHistoryValue('starts_on', '2026-11-30')).toMatch(/^30 नव॰? 2026$/)
  })
})
