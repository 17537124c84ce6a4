import * as v from 'valibot'
import { messages } from './common'
import { listQueryWith, queryId } from './lists'
import type { Labels } from './vocabulary'

// What the bookings and tours lists need at navigation, apart from the rest of the contract.

export const bookingStatuses = ['requested', 'assigned', 'on_trip', 'completed', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
export const tourStatuses = ['planned', 'in_progress', 'completed'] as const
export type TourStatus = (typeof tourStatuses)[number]
export const cities = ['hyd', 'delhi'] as const

export const bookingListQuery = listQueryWith(['scheduled_at', 'created_at', 'fare_paise', 'customer_name'], {
  status: v.optional(v.picklist(bookingStatuses, messages.invalid)),
  car_type_id: v.optional(queryId),
})
export type BookingListQuery = v.InferInput<typeof bookingListQuery>
export type BookingListParams = v.InferOutput<typeof bookingListQuery>

export const tourListQuery = listQueryWith(['tour_date', 'code', 'stops_total'], {
  status: v.optional(v.picklist(tourStatuses, messages.invalid)),
  city: v.optional(v.picklist(cities, messages.invalid)),
})
export type TourListQuery = v.InferInput<typeof tourListQuery>
export type TourListParams = v.InferOutput<typeof tourListQuery>

export const bookingLabels = {
  customer_name: 'Customer',
  customer_phone: 'Phone',
  pickup_name: 'Pickup',
  drop_name: 'Drop',
  car_type_id: 'Car type',
  fare_paise: 'Fare',
  distance_m: 'Distance',
  duration_s: 'Time',
  status: 'Status',
  scheduled_at: 'Scheduled',
  created_at: 'Booked',
} as const satisfies Labels<string>

export const tourLabels = {
  code: 'Tour',
  city: 'City',
  tour_date: 'Date',
  driver_name: 'Driver',
  vehicle_number: 'Vehicle',
  status: 'Status',
  stops_total: 'Stops',
  stops_done: 'Done',
  stops_failed: 'Failed',
} as const satisfies Labels<string>

export const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: 'Requested',
  assigned: 'Assigned',
  on_trip: 'On trip',
  completed: 'Completed',
  cancelled: 'Cancelled',
}
export const tourStatusLabels: Record<TourStatus, string> = { planned: 'Planned', in_progress: 'In progress', completed: 'Completed' }
