import { inLocale } from '../contract/i18n/formats'

const inr = inLocale((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }))

/** Integer paise from the API, shown as INR: whole rupees as ₹1,299, anything else with both paise digits, ₹999.50. */
export const formatPaise = (paise: number): string => (paise % 100 === 0 ? inr().format(paise / 100) : formatAmount(paise))

/** Rupees typed in a form to integer paise; NaN stays NaN so validation can name the field. */
export function rupeesToPaise(text: string): number | null {
  if (text.trim() === '') return null
  return Math.round(Number(text) * 100)
}

export const paiseToRupees = (paise: number | null | undefined): string => (paise === null || paise === undefined ? '' : String(paise / 100))

const inrExact = inLocale((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }))

/** Integer paise as an amount of account: always with its paise and Indian grouping, ₹1,23,456.78. */
export const formatAmount = (paise: number): string => inrExact().format(paise / 100)
