import * as m from '../../paraglide/m/booking'
import { defineArea, leads } from '../kit/area'

export const bookingArea = defineArea({
  name: 'booking',
  group: 'Operations',
  screens: [
    { path: '/booking', label: m.navBookRide, icon: 'car', description: 'Pick a car type and initiate a ride.', roles: [...leads, 'dispatcher'] },
    {
      path: '/bookings-all',
      label: m.navBookings,
      icon: 'calendar',
      description: 'Every booking with its status.',
      roles: [...leads, 'support', 'dispatcher'],
      // Support reads bookings; only those who book may cancel (docs/areas/booking.md).
      views: ['support'],
    },
    {
      path: '/manage-logistics',
      label: m.navLogistics,
      icon: 'truck',
      description: 'Shipments and tours with their stops.',
      roles: [...leads, 'dispatcher'],
    },
  ],
  // Book a ride is an action, not listed twice in the palette.
  actions: [
    { path: '/booking', label: m.paletteBookARide },
    { path: '/booking/car-types', label: m.paletteManageCarTypes },
  ],
  records: {
    booking: {
      label: m.recordTypeBooking,
      screen: '/bookings-all',
      live: { resources: [['bookings'], ['tours']], others: [['money'], ['booking', 'wallet']] },
    },
    car_type: { label: m.recordTypeCarType, screen: '/booking', live: { resources: [['car-types']], others: [['booking', 'car-types']] } },
    tour: { label: m.recordTypeTour, screen: '/manage-logistics', live: { resources: [['tours'], ['bookings']] } },
  },
})
