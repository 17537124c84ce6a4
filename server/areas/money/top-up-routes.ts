import { Hono } from 'hono'
import { paymentLinkBody, topUpBody } from '../../../src/contract/money/top-ups'
import { answer } from '../../kit/answer'
import { requireArea } from '../../auth/middleware'
import { created } from '../../kit/idempotent'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { paymentGatewayFor } from '../../platform/payments'
import { createPaymentLink, creditPaidLink, recordTopUp } from './top-ups'
import {
  addMoney,
  payByLinkOff,
  paymentGatewayLoaded,
  paymentLinkCreated,
  paymentLinkFailed,
  topUpRecorded,
  webhookAccepted,
  webhookMalformed,
  webhookSignatureBad,
} from '../../../src/paraglide/m/money'

/**
 * /api/financials/top-ups, /payment-links and /payment-options (docs/areas/money.md#add-money), below the money
 * routes' sign-in: who may record adjustments may add money (owner and finance).
 */
export function topUpRoutes({ db, env }: AppDeps) {
  const gateway = paymentGatewayFor(env)
  const money = requireArea('/financials/wallet-transactions', '/financials/ledger')
  const app = new Hono<AppEnv>()
  resourceRoutes(app, db, { guard: money })
    .get('/payment-options', {}, (c) => c.json({ status: true, message: paymentGatewayLoaded(), data: { pay_by_link: gateway !== null } }))
    .post('/top-ups', { keyed: true, json: topUpBody }, (c, { json }) =>
      created(c, topUpRecorded(), (key) => recordTopUp(db, c.get('orgId'), { ...json, created_by: c.get('user').id }, key)),
    )
    .post('/payment-links', { json: paymentLinkBody }, async (c, { json }) => {
      if (!gateway) return c.json({ status: false, message: payByLinkOff() }, 503)
      const body = { ...json, created_by: c.get('user').id, description: addMoney() }
      try {
        return answer(c, await createPaymentLink(db, gateway, c.get('orgId'), body), paymentLinkCreated(), 201)
      } catch (error) {
        console.warn(`[payments] no payment link: ${error instanceof Error ? error.message : String(error)}`)
        return c.json({ status: false, message: paymentLinkFailed() }, 502)
      }
    })
  return app
}

/**
 * /api/payments/razorpay/webhook: the gateway's calls, signed rather than signed in. A call whose signature is not the
 * gateway's is refused (401) before anything is read; a paid link credits its wallet once, however often it is sent.
 */
export function paymentWebhookRoutes({ db, env }: AppDeps) {
  const gateway = paymentGatewayFor(env)
  // A raw verb, not the kit: the signature is checked over the body's exact bytes, read as text before any parsing.
  return new Hono().post('/razorpay/webhook', async (c) => {
    if (!gateway) return c.json({ status: false, message: payByLinkOff() }, 404)
    const raw = await c.req.text()
    if (!gateway.verify(raw, c.req.header('X-Razorpay-Signature'))) return c.json({ status: false, message: webhookSignatureBad() }, 401)
    let paid: ReturnType<typeof gateway.paidLink>
    try {
      paid = gateway.paidLink(raw)
    } catch {
      return c.json({ status: false, message: webhookMalformed() }, 400)
    }
    // Another event, or a link that is not ours: acknowledged, so the gateway stops sending it.
    if (paid) await creditPaidLink(db, gateway, paid)
    return c.json({ status: true, message: webhookAccepted() })
  })
}
