import type { OutgoingMessage } from '../../auth/code-transport'

// Where a message went, as a person may be shown it and a log may keep it: never the whole number or address.

/** +919876543210 → +91•••••3210 (the country code and the last four digits). */
function maskPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  const country = digits.startsWith('+91') ? '+91' : digits.startsWith('+') ? digits.slice(0, 3) : ''
  return `${country}•••••${digits.slice(-4)}`
}

/** asha@kesar.example → a•••@kesar.example */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${address[0]}•••${address.slice(at)}`
}

export const maskedTo = (message: Pick<OutgoingMessage, 'channel' | 'to'>) => (message.channel === 'sms' ? maskPhone(message.to) : maskEmail(message.to))
