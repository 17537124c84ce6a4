import * as v from 'valibot'
import { indiaDay } from '../business-time'
import { requiredText } from '../common'
import { dateOf, paiseOf, uuidOf } from '../lists'
import { walletTransactionSchema } from '.'
import * as m from '../../paraglide/m/money'
import { labelsFrom } from '../vocabulary'

/**
 * Adding money to a wallet (docs/areas/money.md#add-money): a payment received (UPI, NEFT/IMPS, cheque or cash, with its
 * reference and day) recorded as a top-up posting, or a payment link of the server's payment gateway that credits the
 * wallet when it is paid. Without a wallet, the organisation's own wallet (the one rides are paid from).
 */

export const paymentMethods = ['upi', 'neft_imps', 'cheque', 'cash'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
export const paymentMethodLabels = labelsFrom({ upi: m.methodUpi, neft_imps: m.methodNeftImps, cheque: m.methodCheque, cash: m.methodCash })
/** The prefix of a top-up's posting reference: the same payment recorded again is refused, not added twice. */
export const methodPrefixes: Record<PaymentMethod, string> = { upi: 'UPI', neft_imps: 'NEFT', cheque: 'CHQ', cash: 'CASH' }

/** At most ₹10 lakh a payment. */
const maxTopUpPaise = 100_000_000
const topUpAmount = v.pipe(
  paiseOf(() => m.enterAmount()),
  v.minValue(1, () => m.amountAboveZero()),
  v.maxValue(maxTopUpPaise, () => m.amountTooLarge()),
)

export const topUpBody = v.object({
  wallet_id: v.optional(uuidOf(() => m.chooseWallet())),
  method: v.picklist(paymentMethods, () => m.choosePaymentMethod()),
  amount_paise: topUpAmount,
  payment_reference: v.pipe(
    requiredText(() => m.enterPaymentReference()),
    v.maxLength(40, () => m.paymentReferenceTooLong()),
    // Checked once it is there: an empty one has its own message.
    v.check(
      (text) => text === '' || /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(text),
      () => m.paymentReferenceCharacters(),
    ),
  ),
  received_on: v.pipe(
    dateOf(() => m.enterReceivedOn()),
    v.check(
      (day) => day <= indiaDay(),
      () => m.receivedOnFuture(),
    ),
  ),
})
export type TopUpBody = v.InferInput<typeof topUpBody>
export const topUpSavedResponse = v.object({ status: v.boolean(), message: v.string(), data: walletTransactionSchema })

export const paymentLinkBody = v.object({ wallet_id: v.optional(uuidOf(() => m.chooseWallet())), amount_paise: topUpAmount })
export type PaymentLinkBody = v.InferInput<typeof paymentLinkBody>
const paymentLinkSchema = v.object({
  payment_link_id: v.string(),
  wallet_id: v.string(),
  amount_paise: v.number(),
  short_url: v.string(),
  status: v.picklist(['created', 'paid']),
})
export type PaymentLink = v.InferOutput<typeof paymentLinkSchema>
export const paymentLinkResponse = v.object({ status: v.boolean(), message: v.string(), data: paymentLinkSchema })

/** Whether this server can make payment links (its gateway is configured). */
export const paymentOptionsResponse = v.object({ status: v.boolean(), message: v.string(), data: v.object({ pay_by_link: v.boolean() }) })

export const topUpPaths = {
  topUps: '/api/financials/top-ups',
  paymentLinks: '/api/financials/payment-links',
  paymentOptions: '/api/financials/payment-options',
} as const
