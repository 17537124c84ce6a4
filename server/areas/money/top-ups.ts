import { and, eq } from 'drizzle-orm'
import { methodPrefixes, paymentMethodLabels } from '../../../src/contract/money/top-ups'
import type { PaymentLink, PaymentLinkBody, TopUpBody } from '../../../src/contract/money/top-ups'
import type { Db } from '../../db/client'
import type { KeyedCreate } from '../../kit/idempotency'
import { fail } from '../../kit/result'
import type { Outcome } from '../../kit/result'
import type { PaymentGateway } from '../../platform/payments'
import { organisationWallet } from './organisation-wallet'
import { post } from './postings'
import type { Posted } from './postings'
import { paymentLinks, walletTransactions as wt, wallets } from './schema'
import { linkPaymentNarration, paymentAlreadyRecorded, topUpNarration, walletNotFound } from '../../../src/paraglide/m/money'

/**
 * Money into a wallet (docs/areas/money.md#add-money): a top-up posting, crediting the wallet against the bank account.
 * A payment received by hand is posted under its method and reference (UPI-<UTR>, CHQ-<number>...), so the same payment
 * recorded twice is refused; a paid payment link under its gateway payment id, so a webhook delivered twice credits once.
 */

const topUp = (db: Db, orgId: string, wallet_id: string, amount_paise: number, reference: string, narration: string, created_by?: string, key?: KeyedCreate) =>
  post(
    db,
    orgId,
    {
      wallet_id,
      type: 'credit',
      kind: 'top_up',
      amount_paise,
      reference,
      narration,
      lines: [{ account: 'bank', debit_paise: amount_paise }],
      created_by,
    },
    key,
    'created',
  )

const walletOf = async (db: Db, orgId: string, walletId: string | undefined) => walletId ?? (await organisationWallet(db, orgId)).id

/** A payment received (UPI, NEFT/IMPS, cheque or cash), as a top-up of the wallet (the organisation's when none is named). */
export async function recordTopUp(db: Db, orgId: string, body: TopUpBody & { created_by: string }, key?: KeyedCreate): Promise<Posted> {
  const reference = `${methodPrefixes[body.method]}-${body.payment_reference.toUpperCase().replace(/\s+/g, '')}`
  const again = fail(409, paymentAlreadyRecorded(), { errors: { payment_reference: [paymentAlreadyRecorded()] } })
  const [earlier] = await db
    .select({ id: wt.id })
    .from(wt)
    .where(and(eq(wt.org_id, orgId), eq(wt.reference, reference)))
  if (earlier) return again
  const narration = topUpNarration({ method: paymentMethodLabels[body.method], day: body.received_on, reference: body.payment_reference })
  const wallet = await walletOf(db, orgId, body.wallet_id)
  const result = await topUp(db, orgId, wallet, body.amount_paise, reference, narration, body.created_by, key)
  return result.ok && result.replayed ? again : result
}

const linkOf = (row: typeof paymentLinks.$inferSelect): PaymentLink => ({
  payment_link_id: row.id,
  wallet_id: row.wallet_id,
  amount_paise: row.amount_paise,
  short_url: row.short_url,
  status: row.status,
})

/** A payment link at the gateway for this amount, kept so its webhook finds the wallet to credit. Throws when the gateway fails. */
export async function createPaymentLink(
  db: Db,
  gateway: PaymentGateway,
  orgId: string,
  body: PaymentLinkBody & { created_by: string; description: string },
): Promise<Outcome<{ data: PaymentLink }>> {
  const walletId = await walletOf(db, orgId, body.wallet_id)
  const [wallet] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.org_id, orgId)))
  if (!wallet) return fail(404, walletNotFound(), { errors: { wallet_id: [walletNotFound()] } })
  const id = crypto.randomUUID()
  const link = await gateway.createLink({ reference: id.replace(/-/g, ''), amount_paise: body.amount_paise, description: body.description })
  const [row] = await db
    .insert(paymentLinks)
    .values({
      id,
      org_id: orgId,
      wallet_id: walletId,
      amount_paise: body.amount_paise,
      gateway: gateway.name,
      gateway_link_id: link.id,
      short_url: link.short_url,
      created_by: body.created_by,
    })
    .returning()
  if (!row) throw new Error('insert returned nothing')
  return { ok: true, data: linkOf(row) }
}

const paymentId = /^[A-Za-z0-9_]{1,40}$/

/**
 * A verified `paid` event: credits the link's wallet with the link's amount, once per payment id, and marks the link
 * paid. False when no link of ours has this id or the payment id is not one a gateway writes.
 */
export async function creditPaidLink(db: Db, gateway: PaymentGateway, paid: { link_id: string; payment_id: string }): Promise<boolean> {
  if (!paymentId.test(paid.payment_id)) return false
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.gateway, gateway.name), eq(paymentLinks.gateway_link_id, paid.link_id)))
  if (!link) return false
  const narration = linkPaymentNarration({ payment: paid.payment_id })
  const reference = `${gateway.name.toUpperCase()}-${paid.payment_id}`
  const result = await topUp(db, link.org_id, link.wallet_id, link.amount_paise, reference, narration, link.created_by ?? undefined)
  if (!result.ok) throw new Error(`the paid link ${link.id} could not be credited: ${result.message}`)
  await db.update(paymentLinks).set({ status: 'paid', transaction_id: result.data.wallet_transaction_id }).where(eq(paymentLinks.id, link.id))
  return true
}
