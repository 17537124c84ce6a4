import { lazily } from './lazily'

const countFormat = lazily(() => new Intl.NumberFormat('en-IN'))

/** 12345678 → 1,23,45,678 (Indian grouping). */
export const formatCount = (value: number): string => countFormat().format(value)

/** +919876543210 → +91 98765 43210; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone)
  return match ? `+91 ${match[1]} ${match[2]}` : phone
}
