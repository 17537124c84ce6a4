import type { Env } from '../../env'
import type { PaymentGateway } from './gateway'
import { razorpayGateway } from './razorpay'

export type { PaymentGateway } from './gateway'

type PaymentsEnv = Pick<Env, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_URL'>

/** The configured gateway, or null when none is (then only payments received by hand can be recorded). */
export function paymentGatewayFor(env: PaymentsEnv): PaymentGateway | null {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) return null
  return razorpayGateway({
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: env.RAZORPAY_API_URL,
  })
}
