import { inLocale } from '../contract/i18n/formats'

const dateFormat = inLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }))

export const formatDate = (iso: string): string => dateFormat().format(new Date(iso))

const dateTimeFormat = inLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }))
const timeFormat = inLocale((tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }))

/** '24 Nov 2026, 10:30 am': an event's moment (timelines, bookings). */
export const formatDateTime = (iso: string): string => dateTimeFormat().format(new Date(iso))
/** '10:30 am': a time within a day already shown (a delivery window). */
export const formatTime = (iso: string): string => timeFormat().format(new Date(iso))

/** An ISO instant as the value of <input type="datetime-local"> in the user's time zone. */
export function toLocalInput(iso: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** The value of <input type="datetime-local"> as an ISO instant; '' when empty or unreadable. */
export function fromLocalInput(value: string): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}
