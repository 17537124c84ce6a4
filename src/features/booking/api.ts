import { queryOptions } from '@tanstack/react-query'
import { bookingPaths, bookingSchema, carTypesResponse, placesResponse, tourPaths, tourSavedResponse, tourSchema } from '../../contract/booking'
import type { Booking, BookingCreateBody, BookingListQuery, PlacesQuery, StopMarkBody, Tour, TourAssignBody, TourListQuery } from '../../contract/booking'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

/** docs/areas/booking.md#api: the bookings of /bookings-all. */
export const bookings = defineResource<Booking, BookingListQuery>({
  key: ['bookings'],
  row: bookingSchema,
  list: bookingPaths.list,
  detail: bookingPaths.detail,
  toasts: { list: 'Failed to fetch bookings', detail: 'Failed to fetch bookings' },
})

export const bookRide = (body: BookingCreateBody, idempotencyKey: string) => bookings.write('POST', bookingPaths.create, body, idempotencyKey)
export const cancelBooking = (id: string) => bookings.write('POST', bookingPaths.cancel(id), {})

export const carTypesQuery = () =>
  queryOptions({
    queryKey: ['booking', 'car-types'],
    queryFn: ({ signal }) => apiRequest(bookingPaths.carTypes, { schema: carTypesResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fallback: 'Failed to fetch carfare' } },
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
  toasts: { list: 'Failed to fetch tours', detail: 'Failed to fetch the tour' },
})

/** A tour with its stops in order. */
export const tourDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...tours.keys.detail(id), 'stops'],
    queryFn: ({ signal }) => apiRequest(tourPaths.detail(id), { schema: tourSavedResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fallback: 'Failed to fetch the tour' } },
  })

export const assignTour = (id: string, body: TourAssignBody) => apiRequest(tourPaths.assign(id), { method: 'PUT', body, schema: tourSavedResponse })
export const markStop = (id: string, body: StopMarkBody) => apiRequest(tourPaths.markStop(id), { method: 'PUT', body, schema: tourSavedResponse })
