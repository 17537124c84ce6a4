import type { OutgoingMessage } from '../../auth/code-transport'
import { loadHindi } from '../../../src/contract/i18n/load'
import {
  codeExpiry,
  inviteAction,
  inviteIntro,
  inviteLinkHelp,
  inviteNotYou,
  inviteSubject,
  loginIntro,
  loginNotYou,
  loginSubject,
  product,
  resetIntro,
  resetNotYou,
  resetSubject,
  smsLogin,
  smsReset,
} from '../../../src/paraglide/m/mail'
import { renderNotice } from './notice-templates'

// Each message in the person's language: a subject, a plain-text body and an HTML body for email, and one
// line for SMS. The texts are the `mail` catalogue's (messages/<locale>/mail.json).

export type Rendered = { subject: string; text: string; html: string; sms: string }

/** The code's life (server/auth/otp.ts: 300 s). */
const codeMinutes = 5

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2328;max-width:560px;margin:0 auto;padding:24px">${body}</body></html>`

const paragraph = (text: string) => `<p>${escape(text)}</p>`

export async function render(message: OutgoingMessage): Promise<Rendered> {
  const locale = message.language
  if (locale === 'hi') await loadHindi(['mail'])
  const options = { locale }
  const signature = product(undefined, options)
  if ('items' in message) return renderNotice(message, escape, page)
  if (message.purpose === 'invite') {
    const { invitedBy, organisation, role, link } = message
    const subject = inviteSubject({ invitedBy, organisation }, options)
    const intro = inviteIntro({ invitedBy, organisation, role }, options)
    const action = inviteAction(undefined, options)
    const notYou = inviteNotYou(undefined, options)
    const text = [intro, '', `${action}: ${link}`, '', notYou, '', signature].join('\n')
    const button = `<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#8a1c3c;color:#fff;border-radius:6px;text-decoration:none">${escape(action)}</a></p>`
    const html = page(locale, subject, paragraph(intro) + button + paragraph(inviteLinkHelp({ link }, options)) + paragraph(notYou) + paragraph(signature))
    return { subject, text, html, sms: `${intro} ${link}` }
  }
  const { code, email } = message
  const login = message.purpose === 'login'
  const subject = login ? loginSubject({ code }, options) : resetSubject({ code }, options)
  const intro = login ? loginIntro({ email }, options) : resetIntro({ email }, options)
  const expiry = codeExpiry({ minutes: codeMinutes }, options)
  const notYou = login ? loginNotYou(undefined, options) : resetNotYou(undefined, options)
  const text = [intro, '', code, '', expiry, notYou, '', signature].join('\n')
  const codeBlock = `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escape(code)}</p>`
  const html = page(locale, subject, paragraph(intro) + codeBlock + paragraph(expiry) + paragraph(notYou) + paragraph(signature))
  const sms = login ? smsLogin({ code, minutes: codeMinutes }, options) : smsReset({ code, minutes: codeMinutes }, options)
  return { subject, text, html, sms }
}
