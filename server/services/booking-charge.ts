import type { Tx } from './owned-writes'

export type FareCharge = { orgId: string; bookingId: string; farePaise: number }

/**
 * THE place where a booking's fare will be charged to the organisation's wallet (issue 10). It runs inside the
 * booking's create transaction, so a refusal (throw a Refusal, e.g. 402 'Insufficient wallet balance') books
 * nothing. The money area's posting service is built in parallel: until it is wired in here, nothing is charged
 * and the fare is only stored on the booking (bookings.fare_paise).
 */
export async function chargeBookingFare(_tx: Tx, _charge: FareCharge): Promise<void> {
  // Wired at merge: await postWalletDebit(tx, { orgId, amountPaise: farePaise, reference: bookingId, ... }).
}
