import * as v from 'valibot'
import { bulkBodyWith } from '../bulk'
import { messages, requiredText, safeText, type Message } from '../common'
import { csvRupees } from '../vocabulary'
import * as m from '../../paraglide/m/booking'
import { labelsFrom, type CsvSpec, type Labels } from '../vocabulary'
import { detailResponse, listResponse, optionalField, paiseOf, staleResponse, timestampOf, updatedAtField, uuidOf } from '../lists'
import { bookingLabels, bookingStatusLabels, bookingStatuses, cities, tourLabels, tourStatusLabels, tourStatuses } from './list'

export * from './list'

/**
 * Manual booking, bookings and logistics (docs/areas/booking.md#api, issue 10). Amounts are integer paise;
 * coordinates are degrees. The fare formula is src/contract/booking/fare.ts.
 */

export const carTypeSchema = v.object({
  car_type_id: v.string(),
  name: v.string(),
  seats: v.number(),
  base_fare_paise: v.number(),
  per_km_paise: v.number(),
  per_minute_paise: v.number(),
  updated_at: v.string(),
})
export type CarType = v.InferOutput<typeof carTypeSchema>
export const carTypesResponse = detailResponse(v.array(carTypeSchema))

/** A car type and its tariff (the fare formula, src/contract/booking/fare.ts), as dispatchers manage them. */
export const carTypeLabels = labelsFrom({ name: m.name, seats: m.seats, base_fare_paise: m.baseFare, per_km_paise: m.perKm, per_minute_paise: m.perMinute })
carTypeLabels satisfies Labels<Exclude<keyof CarType, 'car_type_id' | 'updated_at'>>
const carTypeFields = {
  name: v.pipe(
    requiredText(() => m.enterCarTypeName()),
    v.maxLength(40, () => m.nameMax40()),
  ),
  seats: v.pipe(
    v.number(() => m.enterSeats()),
    v.integer(() => m.seatsWhole()),
    v.minValue(1, () => m.atLeastOneSeat()),
    v.maxValue(60, () => m.atMost60Seats()),
  ),
  base_fare_paise: paiseOf(() => m.enterBaseFare()),
  per_km_paise: paiseOf(() => m.enterFarePerKm()),
  per_minute_paise: paiseOf(() => m.enterFarePerMinute()),
}
export const carTypeCreateBody = v.object(carTypeFields)
export type CarTypeCreateBody = v.InferInput<typeof carTypeCreateBody>
export const carTypeUpdateBody = v.object({ ...carTypeFields, updated_at: updatedAtField })
export type CarTypeUpdateBody = v.InferInput<typeof carTypeUpdateBody>
export const carTypeSavedResponse = detailResponse(carTypeSchema)
export const carTypeStaleResponse = staleResponse(carTypeSchema)

/** What the booking screen needs to know of the organisation wallet: can it pay, and may this person top it up. */
export const bookingWalletSchema = v.object({ balance_paise: v.number(), can_top_up: v.boolean() })
export type BookingWallet = v.InferOutput<typeof bookingWalletSchema>
export const bookingWalletResponse = detailResponse(bookingWalletSchema)

export const placeSchema = v.object({ place_id: v.string(), city: v.picklist(cities), name: v.string(), area: v.string(), lat: v.number(), lng: v.number() })
export type Place = v.InferOutput<typeof placeSchema>
export const placesResponse = detailResponse(v.array(placeSchema))
export const placesQuery = v.object({
  city: v.optional(v.picklist(cities, messages.invalid)),
  search: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(100, () => m.searchMax100()),
    ),
  ),
})
export type PlacesQuery = v.InferInput<typeof placesQuery>

export const bookingSchema = v.object({
  booking_id: v.string(),
  customer_name: v.string(),
  customer_phone: v.string(),
  pickup_name: v.string(),
  pickup_lat: v.number(),
  pickup_lng: v.number(),
  drop_name: v.string(),
  drop_lat: v.number(),
  drop_lng: v.number(),
  car_type_id: v.string(),
  car_type_name: v.string(),
  distance_m: v.number(),
  duration_s: v.number(),
  fare_paise: v.number(),
  status: v.picklist(bookingStatuses),
  scheduled_at: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Booking = v.InferOutput<typeof bookingSchema>
// Its labels (in booking-list.ts, which the list's URL loads without this file) cover every field but these.
bookingLabels satisfies Labels<Exclude<keyof Booking, 'booking_id' | 'car_type_name' | 'pickup_lat' | 'pickup_lng' | 'drop_lat' | 'drop_lng' | 'updated_at'>>
export const bookingListResponse = listResponse(bookingSchema)
export const bookingSavedResponse = detailResponse(bookingSchema)

const latitude = (message: Message) => v.pipe(v.number(message), v.minValue(-90, message), v.maxValue(90, message))
const longitude = (message: Message) => v.pipe(v.number(message), v.minValue(-180, message), v.maxValue(180, message))
const placeName = (message: Message) =>
  v.pipe(
    requiredText(message),
    v.maxLength(120, () => m.placeNameMax()),
  )

export const bookingCreateBody = v.pipe(
  v.object({
    customer_name: v.pipe(
      requiredText(() => m.enterCustomerName()),
      v.maxLength(50, () => m.nameMax50()),
    ),
    customer_phone: v.pipe(
      requiredText(() => m.enterPhone()),
      v.regex(/^\+?[0-9]{10,13}$/, () => m.validPhone()),
    ),
    car_type_id: uuidOf(() => m.chooseCarType()),
    pickup_name: placeName(() => m.choosePickup()),
    pickup_lat: latitude(() => m.enterPickupLat()),
    pickup_lng: longitude(() => m.enterPickupLng()),
    drop_name: placeName(() => m.chooseDrop()),
    drop_lat: latitude(() => m.enterDropLat()),
    drop_lng: longitude(() => m.enterDropLng()),
    /** Empty or missing: now. */
    scheduled_at: optionalField(timestampOf(() => m.choosePickupTime())),
  }),
  v.forward(
    v.partialCheck(
      [['pickup_lat'], ['pickup_lng'], ['drop_lat'], ['drop_lng']],
      (input) => input.pickup_lat !== input.drop_lat || input.pickup_lng !== input.drop_lng,
      () => m.dropDiffers(),
    ),
    ['drop_name'],
  ),
)
export type BookingCreateBody = v.InferInput<typeof bookingCreateBody>

export const bookingCancelBody = v.object({
  reason: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(200, () => m.reasonMax200()),
    ),
    '',
  ),
})
/** POST api/bulk/bookings/cancel (docs/api.md#bulk): the chosen bookings and one reason for all. */
export const bookingBulkCancelBody = bulkBodyWith(bookingCancelBody.entries)
/** What a cancel records besides the booking's own fields (its history entry's label). */
export const bookingCancelLabels = labelsFrom({ reason: m.reason })
export const cannotCancelMessage = 'This booking can no longer be cancelled.'

export const bookingCsv: CsvSpec<Booking> = {
  filename: 'bookings',
  /** A getter: the headers in the language of the request. */
  get columns(): CsvSpec<Booking>['columns'] {
    return [
      [bookingLabels.customer_name, (row) => row.customer_name],
      [bookingLabels.customer_phone, (row) => row.customer_phone],
      [bookingLabels.pickup_name, (row) => row.pickup_name],
      [bookingLabels.drop_name, (row) => row.drop_name],
      [bookingLabels.car_type_id, (row) => row.car_type_name],
      [m.inInr({ label: bookingLabels.fare_paise }), (row) => csvRupees(row.fare_paise)],
      [m.inKm({ label: bookingLabels.distance_m }), (row) => (row.distance_m / 1000).toFixed(1)],
      [bookingLabels.status, (row) => bookingStatusLabels[row.status]],
      [bookingLabels.scheduled_at, (row) => row.scheduled_at],
      [bookingLabels.created_at, (row) => row.created_at],
    ]
  },
}

// Logistics: delivery tours and their stops.

export const stopStatuses = ['pending', 'done', 'failed'] as const
export type StopStatus = (typeof stopStatuses)[number]

export const tourSchema = v.object({
  tour_id: v.string(),
  code: v.string(),
  city: v.picklist(cities),
  tour_date: v.string(),
  driver_name: v.nullable(v.string()),
  vehicle_number: v.nullable(v.string()),
  status: v.picklist(tourStatuses),
  stops_total: v.number(),
  stops_done: v.number(),
  stops_failed: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Tour = v.InferOutput<typeof tourSchema>
// Its labels (in booking-list.ts, which the list's URL loads without this file) cover every field but these.
tourLabels satisfies Labels<Exclude<keyof Tour, 'tour_id' | 'created_at' | 'updated_at'>>
export const stopSchema = v.object({
  stop_id: v.string(),
  seq: v.number(),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  window_start: v.string(),
  window_end: v.string(),
  status: v.picklist(stopStatuses),
  reason: v.nullable(v.string()),
})
export type Stop = v.InferOutput<typeof stopSchema>
export const tourDetailSchema = v.object({ ...tourSchema.entries, stops: v.array(stopSchema) })
export type TourDetail = v.InferOutput<typeof tourDetailSchema>
export const tourListResponse = listResponse(tourSchema)
export const tourSavedResponse = detailResponse(tourDetailSchema)

export const tourAssignBody = v.object({
  driver_name: v.pipe(
    requiredText(() => m.enterDriver()),
    v.maxLength(50, () => m.nameMax50()),
  ),
  vehicle_number: v.pipe(
    requiredText(() => m.enterVehicleNumber()),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}[ -]?[0-9]{1,2}[ -]?[A-Z]{0,3}[ -]?[0-9]{1,4}$/, () => m.vehicleNumberSuchAs()),
  ),
  updated_at: updatedAtField,
})
export const tourStaleResponse = staleResponse(tourDetailSchema)
export type TourAssignBody = v.InferInput<typeof tourAssignBody>

export const stopMarkBody = v.pipe(
  v.object({
    outcome: v.picklist(['done', 'failed'], () => m.chooseDoneOrFailed()),
    reason: v.optional(
      v.pipe(
        safeText(),
        v.trim(),
        v.maxLength(200, () => m.reasonMax200()),
      ),
      '',
    ),
  }),
  v.forward(
    v.partialCheck(
      [['outcome'], ['reason']],
      (input) => input.outcome !== 'failed' || input.reason.length > 0,
      () => m.giveFailReason(),
    ),
    ['reason'],
  ),
)
export type StopMarkBody = v.InferInput<typeof stopMarkBody>
/** A stop's fields as its tour's history names them ('Stop 3', 'Stop 3: Reason'). */
export const stopLabels = labelsFrom({ status: m.stop, reason: m.reason })

export const tourCsv: CsvSpec<Tour> = {
  filename: 'tours',
  /** A getter: the headers in the language of the request. */
  get columns(): CsvSpec<Tour>['columns'] {
    return [
      [tourLabels.code, (row) => row.code],
      [tourLabels.city, (row) => row.city],
      [tourLabels.tour_date, (row) => row.tour_date],
      [tourLabels.driver_name, (row) => row.driver_name],
      [tourLabels.vehicle_number, (row) => row.vehicle_number],
      [tourLabels.status, (row) => tourStatusLabels[row.status]],
      [tourLabels.stops_total, (row) => row.stops_total],
      [tourLabels.stops_done, (row) => row.stops_done],
      [tourLabels.stops_failed, (row) => row.stops_failed],
    ]
  },
}

/** The manual-booking API (docs/areas/booking.md#api), spelled once. */
export const bookingPaths = {
  list: '/api/manual_booking/get_bookings',
  detail: (id: string) => `/api/manual_booking/get_bookings/${encodeURIComponent(id)}`,
  create: '/api/manual_booking/initiate_ride',
  cancel: (id: string) => `/api/manual_booking/cancel_booking/${encodeURIComponent(id)}`,
  carTypes: '/api/manual_booking/car_types',
  carType: (id: string) => `/api/manual_booking/car_types/${encodeURIComponent(id)}`,
  createCarType: '/api/manual_booking/create_car_type',
  updateCarType: (id: string) => `/api/manual_booking/update_car_type/${encodeURIComponent(id)}`,
  wallet: '/api/manual_booking/wallet',
  places: '/api/manual_booking/places',
} as const

/** The logistics API (/manage-logistics's tours), spelled once. */
export const tourPaths = {
  list: '/api/logistics/get_tours',
  detail: (id: string) => `/api/logistics/get_tours/${encodeURIComponent(id)}`,
  assign: (id: string) => `/api/logistics/assign/${encodeURIComponent(id)}`,
  markStop: (id: string) => `/api/logistics/mark_stop/${encodeURIComponent(id)}`,
} as const
