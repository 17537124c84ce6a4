import * as v from 'valibot'
import { messages } from '../common'
import { listQueryWith, queryId } from '../lists'
import * as m from '../../paraglide/m/booking'
import { labelsFrom } from '../vocabulary'

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

export const bookingLabels = labelsFrom({
  customer_name: m.customer,
  customer_phone: m.phone,
  pickup_name: m.pickup,
  drop_name: m.drop,
  car_type_id: m.carType,
  fare_paise: m.fare,
  distance_m: m.distance,
  duration_s: m.time,
  status: m.status,
  scheduled_at: m.scheduled,
  created_at: m.booked,
})

export const tourLabels = labelsFrom({
  code: m.tour,
  city: m.city,
  tour_date: m.date,
  driver_name: m.driver,
  vehicle_number: m.vehicle,
  status: m.status,
  stops_total: m.stops,
  stops_done: m.done,
  stops_failed: m.failed,
})

export const bookingStatusLabels: Record<BookingStatus, string> = labelsFrom({
  requested: m.statusRequested,
  assigned: m.statusAssigned,
  on_trip: m.statusOnTrip,
  completed: m.statusCompleted,
  cancelled: m.statusCancelled,
})
export const tourStatusLabels: Record<TourStatus, string> = labelsFrom({
  planned: m.statusPlanned,
  in_progress: m.statusInProgress,
  completed: m.tourCompleted,
})
