import { describe, expect, it } from 'vitest'
import { amountInWords } from '../../src/lib/amount-in-words'
import { formatAmount } from '../../src/lib/money'

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
