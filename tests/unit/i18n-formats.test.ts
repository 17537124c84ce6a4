// Numbers, money and dates in Indian English and in Hindi (lakh and crore grouping in both), the language of a request
// read from Accept-Language, and messages in the language asked for (src/contract/i18n, src/ui/README.md).
import { afterEach, describe, expect, it } from 'vitest'
import { getLocale, localeOf, setLocaleSource, type Locale } from '../../src/contract/i18n/locale'
import { loadHindi } from '../../src/contract/i18n/load'
import * as auth from '../../src/paraglide/m/auth'
import * as shell from '../../src/paraglide/m/shell'
import { formatCount } from '../../src/lib/format'
import { formatAmount, formatPaise } from '../../src/lib/money'
import { formatDate } from '../../src/lib/dates'

const device = getLocale()
const speak = (locale: Locale) => setLocaleSource(() => locale)
afterEach(() => speak(device))

describe('formats', () => {
  it('group by lakh and crore in English and in Hindi', () => {
    for (const locale of ['en', 'hi'] as const) {
      speak(locale)
      expect(formatCount(12345678)).toBe('1,23,45,678')
      expect(formatCount(1000)).toBe('1,000')
      expect(formatPaise(123456700)).toBe('₹12,34,567')
      expect(formatPaise(99950)).toBe('₹999.50')
      expect(formatAmount(1234567890)).toBe('₹1,23,45,678.90')
    }
  })

  it('name the month in the language', () => {
    speak('en')
    expect(formatDate('2026-11-26T06:00:00Z')).toBe('26 Nov 2026')
    speak('hi')
    expect(formatDate('2026-11-26T06:00:00Z')).toMatch(/^26 नव॰? 2026$/)
  })
})

describe('the language of a request', () => {
  it('is the first of Accept-Language we speak, English otherwise', () => {
    expect(localeOf('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi')
    expect(localeOf('hi')).toBe('hi')
    expect(localeOf('en-IN,en;q=0.9,hi;q=0.8')).toBe('en')
    expect(localeOf('ta-IN,hi;q=0.5')).toBe('hi')
    expect(localeOf('fr;q=1,hi;q=0')).toBe('en')
    expect(localeOf(undefined)).toBe('en')
  })
})

describe('messages', () => {
  it('come in the language asked for, with their inputs', async () => {
    await loadHindi(['auth', 'shell'])
    expect(auth.signIn()).toBe('Sign In')
    expect(auth.signIn(undefined, { locale: 'hi' })).toBe('साइन इन करें')
    expect(shell.accountOf({ name: 'Acme' })).toBe('Account of Acme')
    speak('hi')
    expect(shell.accountOf({ name: 'Acme' })).toBe('Acme का खाता')
    expect(auth.forgotPassword()).toBe('पासवर्ड भूल गए?')
  })
})
