import { Link } from '@tanstack/react-router'
import { AddScreen } from '../../ui/form/form-screens'
import { BookingForm } from './booking-form'
import { BookingNotes } from './booking-notes'

export function BookingScreen() {
  return (
    <AddScreen
      title="Book a ride"
      description="Book a car for a customer from a known place or a typed point, now or later."
      back={{ to: '/bookings-all', label: 'Back to bookings' }}
      actions={
        <Link to="/booking/car-types" className="btn btn-secondary">
          Manage car types
        </Link>
      }
    >
      <BookingNotes />
      <BookingForm />
    </AddScreen>
  )
}
