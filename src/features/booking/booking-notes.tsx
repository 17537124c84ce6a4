import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatPaise } from '../../lib/money'
import { AlertIcon } from '../../ui/icons'
import { bookingWalletQuery, carTypesQuery } from './api'
import * as m from '../../paraglide/m/booking'

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
              <strong>{m.walletNeedsTopUp()}</strong> {m.walletHolds({ amount: formatPaise(balance) })}
            </p>
            {wallet.data?.can_top_up ? (
              <Link to="/financials/wallet-transactions" search={{ add: 'money' }}>
                {m.topUpLink()}
              </Link>
            ) : (
              <p>{m.askTopUp()}</p>
            )}
          </div>
        </div>
      )}
      {types.data?.length === 0 && (
        <div className="form-alert booking-note" data-tone="info" role="status">
          <AlertIcon size={18} />
          <p>
            <strong>{m.noCarTypesYet()}</strong> {m.addCarsFirst()}
          </p>
        </div>
      )}
    </div>
  )
}
