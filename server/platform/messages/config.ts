import type { CodeTransport, OutgoingMessage } from '../../auth/code-transport'
import { consoleTransport, fileTransport } from '../../auth/code-transport'
import type { Env } from '../../env'
import type { Delivery } from './delivery'
import { msg91Delivery } from './msg91'
import { smtpDelivery } from './smtp'

// Which transport carries each channel: email by SMTP when SMTP_URL is set, SMS by the SMS_PROVIDER when set;
// otherwise (development only) the console or the file outbox of CODE_TRANSPORT.

export type DeliveryEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'CODE_TRANSPORT'
  | 'CODE_OUTBOX'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_PROVIDER'
  | 'MSG91_AUTH_KEY'
  | 'MSG91_SENDER_ID'
  | 'MSG91_TEMPLATE_LOGIN'
  | 'MSG91_TEMPLATE_LOGIN_HI'
  | 'MSG91_TEMPLATE_RESET'
  | 'MSG91_TEMPLATE_RESET_HI'
  | 'MSG91_BASE_URL'
>

/** The development transport (CODE_TRANSPORT) as a delivery. */
const devDelivery =
  (transport: CodeTransport): Delivery =>
  (message) =>
    transport.send(message)

/** `inline`: the messages of a channel with no real transport, which the development transport takes at once. */
export type Deliveries = { deliver: Delivery; inline: (message: OutgoingMessage) => boolean; close: () => void }

export function deliveriesFor(env: DeliveryEnv): Deliveries {
  const dev = devDelivery(env.CODE_TRANSPORT === 'file' ? fileTransport(env.CODE_OUTBOX) : consoleTransport())
  const smtp = env.SMTP_URL ? smtpDelivery(env.SMTP_URL, env.MAIL_FROM ?? 'Back office <no-reply@localhost>') : undefined
  const sms =
    env.SMS_PROVIDER === 'msg91' && env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_LOGIN
      ? msg91Delivery({
          authKey: env.MSG91_AUTH_KEY,
          senderId: env.MSG91_SENDER_ID,
          baseUrl: env.MSG91_BASE_URL,
          templates: {
            login: env.MSG91_TEMPLATE_LOGIN,
            loginHi: env.MSG91_TEMPLATE_LOGIN_HI,
            reset: env.MSG91_TEMPLATE_RESET,
            resetHi: env.MSG91_TEMPLATE_RESET_HI,
          },
        })
      : undefined
  const deliver: Delivery = (message, rendered, key) => (message.channel === 'sms' ? (sms ?? dev) : (smtp ?? dev))(message, rendered, key)
  const inline = (message: OutgoingMessage) => !(message.channel === 'sms' ? sms : smtp)
  return { deliver, inline, close: () => smtp?.close() }
}
