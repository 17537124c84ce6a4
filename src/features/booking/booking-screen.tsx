import { Link } from '@tanstack/react-router'
import { AddScreen } from '../../ui/form/form-screens'
import { BookingForm } from './booking-form'
import { BookingNotes } from './booking-notes'
import * as m from '../../paraglide/m/booking'

export function BookingScreen() {
  return (
    <AddScreen
      title={m.bookARide()}
      description={m.bookARideText()}
      back={{ to: '/bookings-all', label: m.backToBookings() }}
      actions={
        <Link to="/booking/car-types" className="btn btn-secondary">
          {m.manageCarTypes()}
        </Link>
      }
    >
      <BookingNotes />
      <BookingForm />
    </AddScreen>
  )
}
