import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of Razorpay's Payment Links API (POST /v1/payment_links, basic auth key_id:key_secret), and the
// webhook calls it would make: `payment_link.paid`, signed as Razorpay signs (HMAC-SHA256 of the raw body, hex).

type RazorpayRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> }
export const razorpayKeys = {
  RAZORPAY_KEY_ID: 'rzp_test_standin',
  RAZORPAY_KEY_SECRET: 'stand-in-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'stand-in-webhook-secret',
}

/** Answers each link request with a new link (or the scripted status once), keeping every request. */
export async function startRazorpay(): Promise<{ url: string; requests: RazorpayRequest[]; failNext: (status: number) => void; close: () => Promise<void> }> {
  const requests: RazorpayRequest[] = []
  let failure: number | null = null
  const expected = `Basic ${Buffer.from(`${razorpayKeys.RAZORPAY_KEY_ID}:${razorpayKeys.RAZORPAY_KEY_SECRET}`).toString('base64')}`
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body })
      const send = (status: number, answer: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      if (failure !== null) {
        const status = failure
        failure = null
        return send(status, { error: { code: 'SERVER_ERROR', description: 'stand-in failure' } })
      }
      if (request.method !== 'POST' || request.url !== '/v1/payment_links') return send(404, { error: { code: 'NOT_FOUND' } })
      if (request.headers.authorization !== expected) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
      const n = requests.length
      send(200, { id: `plink_standin${n}`, short_url: `https://rzp.io/i/standin${n}`, status: 'created', amount: body.amount, reference_id: body.reference_id })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status) => (failure = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The body and headers of Razorpay's `payment_link.paid` webhook call for this link and payment, signed with `secret`. */
export function paidEvent(linkId: string, paymentId: string, amount: number, secret = razorpayKeys.RAZORPAY_WEBHOOK_SECRET) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, amount, amount_paid: amount, currency: 'INR', status: 'paid' } },
      payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured', method: 'upi' } },
    },
    created_at: Math.floor(Date.now() / 1000),
  })
  const signature = createHmac('sha256', secret).update(body).digest('hex')
  return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature } }
}
