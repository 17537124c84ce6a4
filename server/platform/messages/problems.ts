import type { DeliveryEnv } from './config'

// Checked at start by every role (server/ops/startup.ts), the light primary included: it imports no transport.

/** What is missing for the server to deliver messages; empty when it can start. */
export function deliveryProblems(env: DeliveryEnv): string[] {
  const problems: string[] = []
  if (env.SMS_PROVIDER === 'msg91') {
    if (!env.MSG91_AUTH_KEY) problems.push('MSG91_AUTH_KEY: the auth key of your MSG91 account (SMS_PROVIDER=msg91)')
    if (!env.MSG91_TEMPLATE_LOGIN) problems.push('MSG91_TEMPLATE_LOGIN: the DLT template id of the sign-in code SMS (SMS_PROVIDER=msg91)')
  }
  if (env.NODE_ENV !== 'production') return problems
  if (!env.SMS_PROVIDER)
    problems.push('SMS_PROVIDER: sign-in codes go by SMS; set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY, MSG91_SENDER_ID and MSG91_TEMPLATE_LOGIN')
  if (!env.SMTP_URL) problems.push('SMTP_URL: reset codes and invites go by email; set SMTP_URL=smtp://user:password@host:587 and MAIL_FROM')
  else if (!env.MAIL_FROM) problems.push('MAIL_FROM: the From line of the emails, e.g. MAIL_FROM="Back office <no-reply@example.com>"')
  return problems
}

/** The start refuses with this when `deliveryProblems` found any. */
export const deliveryRefusal = (problems: string[]) =>
  `Messages cannot be delivered: with NODE_ENV=production the codes are never printed or written to a file. Set:\n  ${problems.join('\n  ')}`
