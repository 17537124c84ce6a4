import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { cities, type City } from '../../contract/account'
import { bookingCreateBody, type Booking, type CarType } from '../../contract/booking'
import { estimateTrip, fareOf } from '../../contract/booking/fare'
import { formatCount } from '../../lib/format'
import { erpUserQueryOptions } from '../../lib/signed-in-account'
import { formatPaise } from '../../lib/money'
import { validateWith } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { FormWide } from '../../ui/form/form-layout'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm, type ResourceFormState } from '../../ui/form/use-resource-form'
import { bookings, bookRide, carTypesQuery } from './api'
import { bookingFields, type BookingValues } from './form-values'
import { PlaceSearch } from './place-picker'
import * as m from '../../paraglide/m/booking'
import './booking.css'

type BookingFormApi = ResourceFormState<BookingValues, Booking>['form']

const whenOptions = () => [
  { value: 'now', label: m.now() },
  { value: 'later', label: m.later() },
]
/** Another city: the places typed or found in the last one go. */
const noPlaces = { pickup_name: '', pickup_lat: '', pickup_lng: '', drop_name: '', drop_lat: '', drop_lng: '' }

const checkContract = validateWith(bookingCreateBody, bookingFields.write)
/** The contract's rules, and one the form alone knows: 'later' needs a time (blank would book the ride now). */
function validate(values: BookingValues) {
  const errors = { ...checkContract(values) }
  if (values.when === 'later' && !values.scheduled_at) errors.scheduled_at = m.choosePickupTime()
  return Object.keys(errors).length ? errors : undefined
}

/** Books a ride: kept as a draft across a reload, one Idempotency-Key per ride sent, the fare estimated before booking. */
export function BookingForm() {
  const carTypes = useQuery(carTypesQuery())
  // The organisation's own city first (a Delhi organisation books in Delhi); the shell has the account loaded already.
  const account = useQuery(erpUserQueryOptions())
  const homeCity = cities.find((city) => city.value === account.data?.organisation.city)?.value
  const state = useResourceForm<BookingValues, Booking>({
    draftKey: 'booking:new',
    empty: { ...bookingFields.empty(), ...(homeCity ? { city: homeCity } : {}) },
    validate,
    create: (values, key) => bookRide(v.parse(bookingCreateBody, bookingFields.write(values)), key),
    cache: { keys: bookings.keys, rowId: (booking) => booking.booking_id, touched: [['dashboard']] },
    listPath: '/bookings-all',
  })
  const { form, values } = state
  const carTypeOptions = (carTypes.data ?? []).map((type) => ({
    value: type.car_type_id,
    label: m.carTypeOption({
      count: type.seats,
      name: type.name,
      seatsShown: formatCount(type.seats),
      base: formatPaise(type.base_fare_paise),
      perKm: formatPaise(type.per_km_paise),
    }),
  }))
  const sections: SectionSpec<BookingValues>[] = [
    {
      title: m.ride(),
      text: m.rideText(),
      fields: {
        car_type_id: {
          kind: 'select',
          label: m.carType(),
          options: carTypeOptions,
          placeholder: m.chooseCarTypePlaceholder(),
          loading: carTypes.isPending,
          required: true,
        },
        city: { kind: 'select', label: m.city(), options: cities, hint: m.cityHint(), required: true, resets: noPlaces },
      },
      after: (
        <>
          <PlaceFields form={form} which="pickup" city={values.city} />
          <PlaceFields form={form} which="drop" city={values.city} />
        </>
      ),
    },
    {
      title: m.whenAndWho(),
      fields: {
        when: { kind: 'select', label: m.when(), options: whenOptions(), required: true },
        scheduled_at: values.when === 'later' && { label: m.pickupTime(), type: 'datetime-local', required: true },
        customer_name: { label: m.customerName(), autoComplete: 'off', maxLength: 50, required: true },
        customer_phone: { label: m.customerPhone(), type: 'tel', autoComplete: 'off', placeholder: m.phonePlaceholder(), required: true },
      },
    },
  ]
  return (
    <ResourceForm
      state={state}
      sections={sections}
      readers={[]}
      submitLabel={m.bookRide()}
      beside={<FareEstimate values={values} carTypes={carTypes.data} />}
    />
  )
}

/** A place: found by name in the city, or its name and coordinates typed. */
function PlaceFields({ form, which, city }: { form: BookingFormApi; which: 'pickup' | 'drop'; city: City }) {
  const pickup = which === 'pickup'
  return (
    <FormWide>
      <fieldset className="place-fields">
        <legend>{pickup ? m.pickup() : m.drop()}</legend>
        <PlaceSearch
          id={which}
          label={pickup ? m.searchPickup() : m.searchDrop()}
          placesLabel={pickup ? m.pickupPlaces() : m.dropPlaces()}
          city={city}
          onChoose={(place) => {
            form.setFieldValue(`${which}_name`, place.name)
            form.setFieldValue(`${which}_lat`, String(place.lat))
            form.setFieldValue(`${which}_lng`, String(place.lng))
          }}
        />
        <form.AppField name={`${which}_name`}>
          {(field) => <field.TextField label={pickup ? m.pickupName() : m.dropName()} autoComplete="off" maxLength={120} required />}
        </form.AppField>
        <div className="place-coordinates">
          <form.AppField name={`${which}_lat`}>
            {(field) => <field.TextField label={m.latitude()} inputMode="decimal" autoComplete="off" required />}
          </form.AppField>
          <form.AppField name={`${which}_lng`}>
            {(field) => <field.TextField label={m.longitude()} inputMode="decimal" autoComplete="off" required />}
          </form.AppField>
        </div>
      </fieldset>
    </FormWide>
  )
}

/** The fare the server will charge (the same formula, src/contract/booking/fare.ts), once a car and both places are known: beside "Book ride". */
function FareEstimate({ values, carTypes }: { values: BookingValues; carTypes?: CarType[] }) {
  const body = bookingFields.write(values)
  const tariff = carTypes?.find((type) => type.car_type_id === values.car_type_id)
  const points = [body.pickup_lat, body.pickup_lng, body.drop_lat, body.drop_lng]
  const trip = points.every(Number.isFinite) ? estimateTrip({ lat: body.pickup_lat, lng: body.pickup_lng }, { lat: body.drop_lat, lng: body.drop_lng }) : null
  return (
    <p aria-label={m.fareEstimate()} className="fare-beside" role="status">
      {trip && tariff ? (
        <>
          <span className="fare-estimate">{formatPaise(fareOf(tariff, trip))}</span>
          <span className="muted">
            {m.tripAbout({ km: (trip.distance_m / 1000).toFixed(1), minutes: Math.round(trip.duration_s / 60) })}
            <span className="fare-note">{m.fareNote()}</span>
          </span>
        </>
      ) : (
        <span className="muted">{m.fareChoose()}</span>
      )}
    </p>
  )
}
