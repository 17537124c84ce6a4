import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatPaise } from '../../lib/money'
import { AlertIcon } from '../../ui/icons'
import { bookingWalletQuery, carTypesQuery } from './api'

/**
 * Above the booking form: what stops a ride from being booked (an organisation wallet that cannot pay the cheapest
 * fare, no car types) with the way to fix it, and the way to the car types and their fares.
 */
export function BookingNotes() {
  const wallet = useQuery(bookingWalletQuery())
  const types = useQuery(carTypesQuery())
  const cheapest = Math.min(...(types.data ?? []).map((type) => type.base_fare_paise))
  const balance = wallet.data?.balance_paise
  const cannotPay = balance !== undefined && (balance <= 0 || (Number.isFinite(cheapest) && balance < cheapest))
  return (
    <div className="booking-notes">
      {cannotPay && (
        <div className="form-alert booking-note" data-tone="info" role="status">
          <AlertIcon size={18} />
          <div>
            <p>
              <strong>The organisation wallet needs a top-up.</strong> Rides are paid from it when they are booked, and it holds {formatPaise(balance)}, less
              than a ride's fare.
            </p>
            {wallet.data?.can_top_up ? (
              <Link to="/financials/wallet-transactions">Top up the wallet in Financials › Wallet</Link>
            ) : (
              <p>Ask your organisation's owner or finance team to top it up in Financials › Wallet.</p>
            )}
          </div>
        </div>
      )}
      {types.data?.length === 0 && (
        <div className="form-alert booking-note" data-tone="info" role="status">
          <AlertIcon size={18} />
          <p>
            <strong>No car types yet.</strong> Add the cars you book and their fares first.
          </p>
        </div>
      )}
    </div>
  )
}
