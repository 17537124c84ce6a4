import { queryOptions } from '@tanstack/react-query'
import {
  bookingPaths,
  bookingSchema,
  bookingWalletResponse,
  carTypeSchema,
  carTypesResponse,
  placesResponse,
  tourPaths,
  tourSavedResponse,
  tourSchema,
} from '../../contract/booking'
import type {
  Booking,
  BookingCreateBody,
  BookingListQuery,
  CarType,
  CarTypeCreateBody,
  CarTypeUpdateBody,
  PlacesQuery,
  StopMarkBody,
  Tour,
  TourAssignBody,
  TourListQuery,
} from '../../contract/booking'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/booking'

/** docs/areas/booking.md#api: the bookings of /bookings-all. */
export const bookings = defineResource<Booking, BookingListQuery>({
  key: ['bookings'],
  row: bookingSchema,
  list: bookingPaths.list,
  detail: bookingPaths.detail,
  toasts: { list: m.failedBookings, detail: m.failedBookings },
})

export const bookRide = (body: BookingCreateBody, idempotencyKey: string) => bookings.write('POST', bookingPaths.create, body, idempotencyKey)
export const cancelBooking = (id: string) => bookings.write('POST', bookingPaths.cancel(id), {})

export const carTypesQuery = () =>
  queryOptions({
    queryKey: ['booking', 'car-types'],
    queryFn: ({ signal }) => apiRequest(bookingPaths.carTypes, { schema: carTypesResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fallback: m.failedCarfare() } },
  })

/** /booking/car-types: the organisation's car types and their fares, as a record resource (the booking form reads carTypesQuery). */
export const carTypes = defineResource<CarType, object>({
  key: ['car-types'],
  row: carTypeSchema,
  rowId: (type) => type.car_type_id,
  list: bookingPaths.carTypes,
  detail: bookingPaths.carType,
  toasts: { list: m.failedCarfare, detail: m.failedCarType },
})
export const createCarType = (body: CarTypeCreateBody, key: string) => carTypes.write('POST', bookingPaths.createCarType, body, key)
export const updateCarType = (id: string, body: CarTypeUpdateBody) => carTypes.write('PUT', bookingPaths.updateCarType(id), body)

/** Whether the organisation wallet can pay a ride, and whether this person may top it up. */
export const bookingWalletQuery = () =>
  queryOptions({
    queryKey: ['booking', 'wallet'],
    queryFn: ({ signal }) => apiRequest(bookingPaths.wallet, { schema: bookingWalletResponse, signal }).then((body) => body.data),
  })

export const placesQuery = (query: PlacesQuery) =>
  queryOptions({
    queryKey: ['booking', 'places', query],
    queryFn: ({ signal }) => apiRequest(bookingPaths.places, { query, schema: placesResponse, signal }).then((body) => body.data),
    staleTime: 60 * 60_000,
  })

/** /manage-logistics: delivery tours (an addition of issue 10). */
export const tours = defineResource<Tour, TourListQuery>({
  key: ['tours'],
  row: tourSchema,
  list: tourPaths.list,
  detail: tourPaths.detail,
  toasts: { list: m.failedTours, detail: m.failedTour },
})

/** A tour with its stops in order. */
export const tourDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...tours.keys.detail(id), 'stops'],
    queryFn: ({ signal }) => apiRequest(tourPaths.detail(id), { schema: tourSavedResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fallback: m.failedTour() } },
  })

export const assignTour = (id: string, body: TourAssignBody) => apiRequest(tourPaths.assign(id), { method: 'PUT', body, schema: tourSavedResponse })
export const markStop = (id: string, body: StopMarkBody) => apiRequest(tourPaths.markStop(id), { method: 'PUT', body, schema: tourSavedResponse })
