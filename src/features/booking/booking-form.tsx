import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { cities, type City } from '../../contract/accounts'
import { bookingCreateBody, type Booking, type CarType } from '../../contract/booking'
import { estimateTrip, fareOf } from '../../contract/fare'
import { formatPaise } from '../../lib/money'
import { validateWith } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { FormWide } from '../../ui/form/form-layout'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm, type ResourceFormState } from '../../ui/form/use-resource-form'
import { bookings, bookRide, carTypesQuery } from './api'
import { bookingFields, type BookingValues } from './form-values'
import { PlaceSearch } from './place-picker'
import './booking.css'

type BookingFormApi = ResourceFormState<BookingValues, Booking>['form']

const whenOptions = [
  { value: 'now', label: 'Now' },
  { value: 'later', label: 'Schedule for later' },
]
/** Another city: the places typed or found in the last one go. */
const noPlaces = { pickup_name: '', pickup_lat: '', pickup_lng: '', drop_name: '', drop_lat: '', drop_lng: '' }

const checkContract = validateWith(bookingCreateBody, bookingFields.write)
/** The contract's rules, and one the form alone knows: 'later' needs a time (blank would book the ride now). */
function validate(values: BookingValues) {
  const errors = { ...checkContract(values) }
  if (values.when === 'later' && !values.scheduled_at) errors.scheduled_at = 'Please choose the pickup time'
  return Object.keys(errors).length ? errors : undefined
}

/** Books a ride: kept as a draft across a reload, one Idempotency-Key per ride sent, the fare estimated before booking. */
export function BookingForm() {
  const carTypes = useQuery(carTypesQuery())
  const state = useResourceForm<BookingValues, Booking>({
    draftKey: 'booking:new',
    empty: bookingFields.empty(),
    validate,
    create: (values, key) => bookRide(v.parse(bookingCreateBody, bookingFields.write(values)), key),
    cache: { keys: bookings.keys, rowId: (booking) => booking.booking_id, touched: [['dashboard']] },
    listPath: '/bookings-all',
  })
  const { form, values } = state
  const carTypeOptions = (carTypes.data ?? []).map((type) => ({
    value: type.car_type_id,
    label: `${type.name} · ${type.seats} seats · ${formatPaise(type.base_fare_paise)} + ${formatPaise(type.per_km_paise)}/km`,
  }))
  const sections: SectionSpec<BookingValues>[] = [
    {
      title: 'Ride',
      text: 'The car, and where the customer is picked up and dropped.',
      fields: {
        car_type_id: {
          kind: 'select',
          label: 'Car type',
          options: carTypeOptions,
          placeholder: 'Choose a car type',
          loading: carTypes.isPending,
          required: true,
        },
        city: { kind: 'select', label: 'City', options: cities, hint: 'Known places are searched in this city', required: true, resets: noPlaces },
      },
      after: (
        <>
          <PlaceFields form={form} which="pickup" label="Pickup" city={values.city} />
          <PlaceFields form={form} which="drop" label="Drop" city={values.city} />
        </>
      ),
    },
    {
      title: 'When and who',
      fields: {
        when: { kind: 'select', label: 'When', options: whenOptions, required: true },
        scheduled_at: values.when === 'later' && { label: 'Pickup time', type: 'datetime-local', required: true },
        customer_name: { label: 'Customer name', autoComplete: 'off', maxLength: 50, required: true },
        customer_phone: { label: 'Customer phone', type: 'tel', autoComplete: 'off', placeholder: '+91 98xxxxxxxx', required: true },
      },
    },
  ]
  return (
    <ResourceForm
      state={state}
      sections={sections}
      readers={[]}
      cancelTo="/bookings-all"
      submitLabel="Book ride"
      beside={<FareEstimate values={values} carTypes={carTypes.data} />}
    />
  )
}

/** A place: found by name in the city, or its name and coordinates typed. */
function PlaceFields({ form, which, label, city }: { form: BookingFormApi; which: 'pickup' | 'drop'; label: string; city: City }) {
  return (
    <FormWide>
      <fieldset className="place-fields">
        <legend>{label}</legend>
        <PlaceSearch
          id={which}
          label={label}
          city={city}
          onChoose={(place) => {
            form.setFieldValue(`${which}_name`, place.name)
            form.setFieldValue(`${which}_lat`, String(place.lat))
            form.setFieldValue(`${which}_lng`, String(place.lng))
          }}
        />
        <form.AppField name={`${which}_name`}>
          {(field) => <field.TextField label={`${label} name`} autoComplete="off" maxLength={120} required />}
        </form.AppField>
        <div className="place-coordinates">
          <form.AppField name={`${which}_lat`}>{(field) => <field.TextField label="Latitude" inputMode="decimal" autoComplete="off" required />}</form.AppField>
          <form.AppField name={`${which}_lng`}>
            {(field) => <field.TextField label="Longitude" inputMode="decimal" autoComplete="off" required />}
          </form.AppField>
        </div>
      </fieldset>
    </FormWide>
  )
}

/** The fare the server will charge (the same formula, src/contract/fare.ts), once a car and both places are known: beside "Book ride". */
function FareEstimate({ values, carTypes }: { values: BookingValues; carTypes?: CarType[] }) {
  const body = bookingFields.write(values)
  const tariff = carTypes?.find((type) => type.car_type_id === values.car_type_id)
  const points = [body.pickup_lat, body.pickup_lng, body.drop_lat, body.drop_lng]
  const trip = points.every(Number.isFinite) ? estimateTrip({ lat: body.pickup_lat, lng: body.pickup_lng }, { lat: body.drop_lat, lng: body.drop_lng }) : null
  return (
    <p aria-label="Fare estimate" className="fare-beside" role="status">
      {trip && tariff ? (
        <>
          <span className="fare-estimate">{formatPaise(fareOf(tariff, trip))}</span>
          <span className="muted">
            about {(trip.distance_m / 1000).toFixed(1)} km, {Math.round(trip.duration_s / 60)} min
            <span className="fare-note">. Paid from the organisation wallet when you book.</span>
          </span>
        </>
      ) : (
        <span className="muted">Fare: choose a car and both places</span>
      )}
    </p>
  )
}
