import { lazily } from './lazily'

const dateFormat = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }))

export const formatDate = (iso: string): string => dateFormat().format(new Date(iso))

const dateTimeFormat = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }))
const timeFormat = lazily(() => new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' }))

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
