import type { CodeMessage } from '../../auth/code-transport'
import type { Delivery } from './delivery'
import { DeliveryError } from './delivery'

// SMS through MSG91's Flow API (https://docs.msg91.com, "Send SMS" v5): POST {base}/api/v5/flow with the
// `authkey` header and a JSON body naming the DLT-approved template and, per recipient, the number (country code,
// no plus) and the template's variables. Indian SMS must match a DLT template, so the text sent is the one
// registered there, with ##otp## and ##minutes## filled in; a Hindi template may be registered beside the English.

export type Msg91Settings = {
  authKey: string
  senderId?: string
  baseUrl: string
  /** DLT template ids by purpose and language (the English one stands in when there is no Hindi one). */
  templates: { login: string; loginHi?: string; reset?: string; resetHi?: string }
  timeoutMs?: number
}

type Answer = { type?: string; message?: string }

function templateFor(settings: Msg91Settings, message: CodeMessage): string | undefined {
  const { templates } = settings
  const hindi = message.language === 'hi'
  return message.purpose === 'login'
    ? ((hindi ? templates.loginHi : undefined) ?? templates.login)
    : ((hindi ? templates.resetHi : undefined) ?? templates.reset)
}

export function msg91Delivery(settings: Msg91Settings): Delivery {
  return async (message) => {
    if (message.purpose !== 'login' && message.purpose !== 'reset') throw new DeliveryError(`MSG91: ${message.purpose} messages go by email`, true)
    const templateId = templateFor(settings, message)
    if (!templateId) throw new DeliveryError(`MSG91: no template id for ${message.purpose} codes (set MSG91_TEMPLATE_${message.purpose.toUpperCase()})`, true)
    const body = {
      template_id: templateId,
      ...(settings.senderId ? { sender: settings.senderId } : {}),
      short_url: '0',
      recipients: [{ mobiles: message.to.replace(/^\+/, ''), otp: message.code, minutes: '5' }],
    }
    let response: Response
    try {
      response = await fetch(new URL('/api/v5/flow', settings.baseUrl), {
        method: 'POST',
        headers: { authkey: settings.authKey, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      })
    } catch (error) {
      throw new DeliveryError(`MSG91 unreachable: ${error instanceof Error ? error.message : String(error)}`, false)
    }
    const answer = (await response.json().catch(() => ({}))) as Answer
    const said = answer.message ? `: ${answer.message}` : ''
    if (response.status === 429) throw new DeliveryError(`MSG91 rate limit (429)${said}`, false)
    if (response.status >= 500) throw new DeliveryError(`MSG91 answered ${response.status}${said}`, false)
    if (!response.ok) throw new DeliveryError(`MSG91 refused (${response.status})${said}`, true)
    // MSG91 answers some refusals (a bad template, no balance) with 200 and type "error".
    if (answer.type === 'error') throw new DeliveryError(`MSG91 refused${said}`, true)
  }
}
