import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PaymentGateway } from './gateway'

// Razorpay's Payment Links API (https://razorpay.com/docs/api/payments/payment-links/): POST {api}/v1/payment_links with
// basic auth key_id:key_secret and the amount in paise; its webhook `payment_link.paid` is signed with HMAC-SHA256 of
// the raw body under the webhook secret, in the X-Razorpay-Signature header (hex).

type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string }

type LinkAnswer = { id?: unknown; short_url?: unknown }
type PaidEvent = {
  event?: unknown
  payload?: { payment_link?: { entity?: { id?: unknown } }; payment?: { entity?: { id?: unknown; amount?: unknown } } }
}

const hex = /^[0-9a-f]{64}$/

export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`
  return {
    name: 'razorpay',
    async createLink({ reference, amount_paise, description }) {
      const response = await fetch(`${config.apiUrl.replace(/\/$/, '')}/v1/payment_links`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amount_paise, currency: 'INR', accept_partial: false, reference_id: reference, description }),
        signal: AbortSignal.timeout(15_000),
      })
      const body = (await response.json().catch(() => ({}))) as LinkAnswer
      if (!response.ok || typeof body.id !== 'string' || typeof body.short_url !== 'string') throw new Error(`Razorpay answered ${response.status}`)
      return { id: body.id, short_url: body.short_url }
    },
    verify(rawBody, signature) {
      if (!signature || !hex.test(signature)) return false
      const expected = createHmac('sha256', config.webhookSecret).update(rawBody).digest()
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
    },
    paidLink(rawBody) {
      const event = JSON.parse(rawBody) as PaidEvent
      if (event.event !== 'payment_link.paid') return null
      const link = event.payload?.payment_link?.entity?.id
      const payment = event.payload?.payment?.entity
      if (typeof link !== 'string' || typeof payment?.id !== 'string' || typeof payment.amount !== 'number') throw new Error('malformed event')
      return { link_id: link, payment_id: payment.id, amount_paise: payment.amount }
    },
  }
}
