import { and, eq } from 'drizzle-orm'
import { walletTransactions as wt, organisationWallet, chargeFare, insufficientMessage, reversePosting } from '../money'
import type { Tx } from '../../kit/owned-writes'
import { Refusal, fail } from '../../kit/result'
import { walletTooLow } from '../../../src/paraglide/m/booking'

export type FareCharge = { orgId: string; bookingId: string; farePaise: number }

const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)
const fareReference = (bookingId: string) => `RIDE-${bookingId}`

export const walletTooLowMessage = (balancePaise: number, farePaise: number) => walletTooLow({ balance: rupees(balancePaise), fare: rupees(farePaise) })

/**
 * Charges a booking's fare to the organisation's wallet through the posting service, inside the booking's create
 * transaction (the posting runs in a savepoint): a refusal throws, so a ride the wallet cannot pay is not booked.
 * The booking's id makes the reference, so the fare is charged once however often the write is retried.
 */
export async function chargeBookingFare(tx: Tx, { orgId, bookingId, farePaise }: FareCharge): Promise<void> {
  const wallet = await organisationWallet(tx, orgId)
  const charged = await chargeFare(tx, orgId, {
    wallet_id: wallet.id,
    fare_paise: farePaise,
    reference: fareReference(bookingId),
    narration: 'Ride fare, manual booking',
  })
  if (charged.ok) return
  const tooLow = charged.status === 409 && charged.message === insufficientMessage()
  throw new Refusal(tooLow ? fail(409, walletTooLowMessage(wallet.balance_paise, farePaise)) : charged)
}

/** Gives a cancelled booking's fare back with a reversing posting, in the cancel's transaction. Unpaid (seeded) rides have nothing to give back. */
export async function refundBookingFare(tx: Tx, { orgId, bookingId }: { orgId: string; bookingId: string }): Promise<void> {
  const [charge] = await tx
    .select({ id: wt.id })
    .from(wt)
    .where(and(eq(wt.org_id, orgId), eq(wt.reference, fareReference(bookingId))))
  if (!charge) return
  const refunded = await reversePosting(tx, orgId, { id: charge.id, reason: 'booking cancelled', reference: `${fareReference(bookingId)}-REFUND` })
  if (!refunded.ok) throw new Refusal(refunded)
}
