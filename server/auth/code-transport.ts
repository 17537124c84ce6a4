import { appendFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'

export type CodeMessage = {
  channel: 'sms' | 'email'
  /** Phone number (E.164, e.g. +919876543210) for sms, the address for email. */
  to: string
  /** The account the code belongs to, for logs and for tests reading the outbox. */
  email: string
  purpose: 'login' | 'reset'
  code: string
}

/**
 * Delivers one-time codes. To plug in a real provider (an SMS gateway, a mail API),
 * write an object with `send` that resolves once the provider accepted the message
 * and rejects on failure (the request then answers 500 and the user can resend),
 * and pass it to createApp in server/main.ts. No endpoint ever returns a code.
 */
export type CodeTransport = { send(message: CodeMessage): Promise<void> }

export function consoleTransport(log: (line: string) => void = console.log): CodeTransport {
  return {
    async send({ channel, to, email, purpose, code }) {
      log(`[code] ${channel === 'sms' ? 'SMS' : 'Email'} to ${to} for ${email}: ${code} (${purpose})`)
    },
  }
}

/** Appends one JSON line per message to an outbox file (used by tests and local tooling). */
export function fileTransport(outbox: string): CodeTransport {
  let ready: Promise<unknown> | undefined
  return {
    async send(message) {
      ready ??= mkdir(dirname(outbox), { recursive: true })
      await ready
      await appendFile(outbox, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`)
    },
  }
}
