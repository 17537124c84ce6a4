import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { Booking } from '../../contract/booking'
import { useOnline } from '../../lib/connectivity'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { HistoryDrawer, WithFullHistory } from '../../ui/form/history-drawer'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { bookings, cancelBooking } from './api'
import { bookingColumns } from './booking-columns'
import { bookingList } from './booking-list'
import * as m from '../../paraglide/m/booking'

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
    onError: (error) => notifyError(error instanceof Error ? error.message : m.couldNotCancel()),
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
        title={online ? undefined : m.youAreOffline()}
        onClick={() => setAsking(true)}
        aria-label={m.cancelBookingOf({ name: booking.customer_name })}
      >
        {m.cancel()}
      </button>
      <ConfirmDialog
        ask={
          asking
            ? {
                title: m.cancelBookingOfQuestion({ name: booking.customer_name }),
                text: m.cannotRestore(),
                action: m.cancelBooking(),
                keep: m.keepIt(),
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

const newBookingLink = () => (
  <Link to="/booking" className="btn btn-primary">
    {m.bookARide()}
  </Link>
)

export function BookingsScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      rowName={(row) => row.customer_name}
      actions={newBookingLink()}
      resource={bookings}
      rowKey={(row) => row.booking_id}
      definition={bookingList}
      columns={bookingColumns}
      rowAction={(row) => (
        <WithFullHistory id={row.booking_id} name={m.theBookingOf({ name: row.customer_name })}>
          <CancelButton booking={row} />
        </WithFullHistory>
      )}
      after={<HistoryDrawer type="booking" title={m.bookingHistory()} />}
    />
  )
}
