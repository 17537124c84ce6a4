import { inLocale } from '../contract/i18n/formats'
import * as m from '../paraglide/m/kit'

const countFormat = inLocale((tag) => new Intl.NumberFormat(tag))

/** 12345678 → 1,23,45,678 (Indian grouping, in English and Hindi). */
export const formatCount = (value: number): string => countFormat().format(value)

/** +919876543210 → +91 98765 43210; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone)
  return match ? `+91 ${match[1]} ${match[2]}` : phone
}

/** "3 hours ago", "2 days ago", "just now". */
export function formatAge(at: string | number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(at).getTime()) / 60_000))
  if (minutes < 1) return m.justNow()
  if (minutes < 60) return m.minutesAgo({ count: minutes, shown: String(minutes) })
  const hours = Math.round(minutes / 60)
  if (hours < 48) return m.hoursAgo({ count: hours, shown: String(hours) })
  const days = Math.round(hours / 24)
  return m.daysAgo({ count: days, shown: String(days) })
}

/** "12.4 KB". */
export const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`
