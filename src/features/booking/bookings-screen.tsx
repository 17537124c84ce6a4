import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { Booking } from '../../contract/booking'
import { useOnline } from '../../lib/connectivity'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { HistoryDrawer, WithFullHistory } from '../../ui/form/history-drawer'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { bookings, cancelBooking } from './api'
import { bookingColumns } from './booking-columns'
import { bookingList } from './booking-list'

const cancellable = (booking: Booking) => booking.status === 'requested' || booking.status === 'assigned'

function CancelButton({ booking }: { booking: Booking }) {
  const client = useQueryClient()
  const online = useOnline()
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.booking_id),
    onSuccess: (answer) => {
      notifySuccess(answer.message)
      void client.invalidateQueries({ queryKey: bookings.keys.lists() })
    },
    onError: (error) => notifyError(error instanceof Error ? error.message : 'Could not cancel the booking'),
  })
  // A cancelled booking cannot be taken back, so the tap asks first (issue 18, item 14).
  const [asking, setAsking] = useState(false)
  if (!cancellable(booking)) return null
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary tap-target"
        disabled={!online || cancel.isPending}
        title={online ? undefined : 'You are offline'}
        onClick={() => setAsking(true)}
        aria-label={`Cancel the booking of ${booking.customer_name}`}
      >
        Cancel
      </button>
      <ConfirmDialog
        ask={
          asking
            ? {
                title: `Cancel the booking of ${booking.customer_name}?`,
                text: 'A cancelled booking cannot be restored.',
                action: 'Cancel booking',
                keep: 'Keep it',
              }
            : null
        }
        onConfirm={() => {
          setAsking(false)
          cancel.mutate()
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}

const newBookingLink = (
  <Link to="/booking" className="btn btn-primary">
    Book a ride
  </Link>
)

export function BookingsScreen() {
  return (
    <ResourceListScreen
      rowName={(row) => row.customer_name}
      title="Bookings"
      description="Every ride booked for your organisation; cancel one while it is not on trip."
      actions={newBookingLink}
      resource={bookings}
      rowKey={(row) => row.booking_id}
      definition={bookingList}
      columns={bookingColumns}
      rowAction={(row) => (
        <WithFullHistory id={row.booking_id} name={`the booking of ${row.customer_name}`}>
          <CancelButton booking={row} />
        </WithFullHistory>
      )}
      after={<HistoryDrawer type="booking" title="Booking history" />}
      searchPlaceholder="Search customers, phones and places"
      noun={['booking', 'bookings']}
      csvName="bookings.csv"
      errorFallback="Failed to fetch bookings"
      empty={{ title: 'No bookings yet', text: 'Book a ride for a customer and it shows here.' }}
    />
  )
}
