import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getLocale, setLocaleSource, type Locale } from '../../src/contract/i18n/locale'
import { loadHindi } from '../../src/contract/i18n/load'
import { amountInWords } from '../../src/lib/amount-in-words'
import { formatAmount } from '../../src/lib/money'

const device = getLocale()
const speak = (locale: Locale) => setLocaleSource(() => locale)
beforeAll(() => loadHindi(['money']))
afterEach(() => speak(device))

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees zero only'],
    [5, 'Five paise only'],
    [100, 'Rupees one only'],
    [1_234_50, 'Rupees one thousand two hundred thirty-four and fifty paise only'],
    [12_345_678, 'Rupees one lakh twenty-three thousand four hundred fifty-six and seventy-eight paise only'],
    [1_00_00_000_00, 'Rupees one crore only'],
    [99_99_99_999_99, 'Rupees ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine and ninety-nine paise only'],
    [-2_500, 'Minus rupees twenty-five only'],
    [1_01_000_00, 'Rupees one lakh one thousand only'],
  ])('%i paise is "%s"', (paise, words) => {
    speak('en')
    expect(amountInWords(paise)).toBe(words)
  })

  it.each([
    [1_25_300_50, 'एक लाख पच्चीस हज़ार तीन सौ रुपये पचास पैसे'],
    [0, 'शून्य रुपये'],
    [100, 'एक रुपया'],
    [1, 'एक पैसा'],
    [99, 'निन्यानबे पैसे'],
    [12_34_567_00, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये'],
    [12_345_678, 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये अठहत्तर पैसे'],
    [5_16_989_00, 'पाँच लाख सोलह हज़ार नौ सौ नवासी रुपये'],
    [99_99_99_999_99, 'निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये निन्यानबे पैसे'],
    [250_00_00_000_00, 'दो सौ पचास करोड़ रुपये'],
    [-2_500, 'माइनस पच्चीस रुपये'],
  ])('%i paise in Hindi is "%s"', (paise, words) => {
    speak('hi')
    expect(amountInWords(paise)).toBe(words)
  })
})

describe('formatAmount', () => {
  it('groups the Indian way and keeps the paise', () => {
    expect(formatAmount(12_345_678)).toBe('₹1,23,456.78')
    expect(formatAmount(100)).toBe('₹1.00')
    expect(formatAmount(-5_050)).toBe('-₹50.50')
  })
})
