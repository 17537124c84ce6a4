import { appendFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Locale } from '../../src/contract/i18n/locale'

export type CodeMessage = {
  channel: 'sms' | 'email'
  /** Phone number (E.164, e.g. +919876543210) for sms, the address for email. */
  to: string
  /** The account the code belongs to, for logs and for tests reading the outbox. */
  email: string
  purpose: 'login' | 'reset'
  code: string
  /** The person's language ('en' | 'hi'). */
  language: Locale
}
/** An invitation to join an organisation (docs/accounts.md#invites): the link is the only place the raw token exists. */
export type InviteMessage = {
  channel: 'email'
  /** The invitee's address. */
  to: string
  /** The same as `to`. */
  email: string
  purpose: 'invite'
  /** Absolute URL of /invite/<token>. */
  link: string
  /** The organisation's name. */
  organisation: string
  /** The inviter's display name. */
  invitedBy: string
  /** The role's display name. */
  role: string
  /** The inviter's language (the invitee has none yet). */
  language: Locale
}

/** A notification emailed at once, or the daily digest of the unread ones (docs/areas/inbox.md#email). */
export type NoticeMessage = {
  channel: 'email'
  to: string
  /** The same as `to`. */
  email: string
  purpose: 'notice' | 'digest'
  /** The notification (one for 'notice'), in the person's language already; links are absolute. */
  items: { title: string; body: string; link: string | null }[]
  /** Absolute URL of /inbox. */
  inbox: string
  language: Locale
}

/**
 * Whose message it is: a message sent for an organisation (an invite, a member's code, a notice) is a job of that
 * organisation on its Jobs screen (server/areas/jobs/messages.ts); a sign-up's code belongs to none yet.
 */
export type MessageOrg = { org?: { id: string; by?: string | null } }

export type OutgoingMessage = (CodeMessage | InviteMessage | NoticeMessage) & MessageOrg

/**
 * Delivers one message. The server hands the app a transport that queues each message as a job
 * (server/platform/messages): the request answers once it is queued, and a worker renders it and hands it to
 * the delivery transport of its channel (SMTP, an SMS provider, or one of these two in development). `send`
 * resolves once accepted and rejects on failure. No endpoint ever returns a code.
 */
export type CodeTransport = { send(message: OutgoingMessage): Promise<void> }

export function consoleTransport(log: (line: string) => void = console.log): CodeTransport {
  return {
    async send(message) {
      if (message.purpose === 'invite') return log(`[invite] Email to ${message.to} for ${message.email}: ${message.link}`)
      if ('items' in message) return log(`[${message.purpose}] Email to ${message.to}: ${message.items.map((item) => item.title).join('; ')}`)
      const { channel, to, email, purpose, code } = message
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
