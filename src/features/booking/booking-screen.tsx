import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { BookingForm } from './booking-form'

export function BookingScreen() {
  return (
    <>
      <PageHeader
        title="Book a ride"
        description="Book a car for a customer from a known place or a typed point, now or later."
        actions={<BackLink to="/bookings-all">Back to bookings</BackLink>}
      />
      <BookingForm />
    </>
  )
}
