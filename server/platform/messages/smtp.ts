import { createTransport } from 'nodemailer'
import type { Delivery } from './delivery'
import { DeliveryError } from './delivery'

type SmtpFailure = Error & { responseCode?: number; code?: string; response?: string }

/**
 * Email through an SMTP server (SMTP_URL: smtp://user:password@host:587 with STARTTLS, or smtps://...:465).
 * SMTP's 5xx replies are final (no such mailbox, refused); its 4xx and a lost connection are worth a retry.
 */
export function smtpDelivery(url: string, from: string): Delivery & { close: () => void } {
  const mailer = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
  const deliver = async (...[message, rendered, key]: Parameters<Delivery>) => {
    try {
      await mailer.sendMail({
        from,
        to: message.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        // The same Message-ID on every attempt, so a mail system that saw it once may drop a second copy.
        messageId: `<${key}@backoffice.messages>`,
      })
    } catch (error) {
      const failure = error as SmtpFailure
      const code = failure.responseCode
      const reason = code ? `SMTP ${code}: ${failure.response ?? failure.message}` : `SMTP: ${failure.code ?? ''} ${failure.message}`.trim()
      throw new DeliveryError(reason, code !== undefined && code >= 500)
    }
  }
  return Object.assign(deliver, { close: () => mailer.close() })
}
