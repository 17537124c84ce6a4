import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import * as v from 'valibot'
import { bookingCreateBody, type BookingCreateBody } from '../../contract/booking'
import { firstErrors } from '../../contract/common'
import { estimateTrip, fareOf } from '../../contract/fare'
import { ApiError } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { fromLocalInput } from '../../lib/dates'
import { formatPaise } from '../../lib/money'
import { notifySuccess } from '../../lib/toasts'
import { FieldShell } from '../../ui/form/field-shell'
import { PageHeader } from '../../ui/page-header'
import { bookings, bookRide, carTypesQuery } from './api'
import { PlacePicker, type PickedPlace } from './place-picker'
import './booking.css'

const nowhere: PickedPlace = { name: '', lat: '', lng: '' }
const numberOr = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

export function BookingScreen() {
  const online = useOnline()
  const client = useQueryClient()
  const carTypes = useQuery(carTypesQuery())
  const [values, setValues] = useState({ customer_name: '', customer_phone: '', car_type_id: '', when: 'now', scheduled: '' })
  const [pickup, setPickup] = useState(nowhere)
  const [drop, setDrop] = useState(nowhere)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [booked, setBooked] = useState<string | null>(null)
  // One key while the same booking is resent (a retried tap), a new one when anything changes.
  const sent = useRef<{ body: string; key: string } | null>(null)
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [key]: event.target.value }))

  const body: BookingCreateBody = {
    customer_name: values.customer_name,
    customer_phone: values.customer_phone.replace(/\s/g, ''),
    car_type_id: values.car_type_id,
    pickup_name: pickup.name,
    pickup_lat: numberOr(pickup.lat),
    pickup_lng: numberOr(pickup.lng),
    drop_name: drop.name,
    drop_lat: numberOr(drop.lat),
    drop_lng: numberOr(drop.lng),
    scheduled_at: values.when === 'now' ? null : fromLocalInput(values.scheduled),
  }
  const tariff = carTypes.data?.find((type) => type.car_type_id === values.car_type_id)
  const points = [body.pickup_lat, body.pickup_lng, body.drop_lat, body.drop_lng]
  const trip = points.every(Number.isFinite) ? estimateTrip({ lat: body.pickup_lat, lng: body.pickup_lng }, { lat: body.drop_lat, lng: body.drop_lng }) : null

  const book = useMutation({
    mutationFn: ({ payload, key }: { payload: BookingCreateBody; key: string }) => bookRide(payload, key),
    onSuccess: (answer) => {
      notifySuccess(answer.message)
      setBooked(answer.data?.booking_id ?? null)
      sent.current = null
      void client.invalidateQueries({ queryKey: bookings.keys.lists() })
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.body?.errors as Record<string, string[]> | undefined) : undefined
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])))
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(bookingCreateBody, body)
    if (!parsed.success) return setErrors(firstErrors(parsed.issues))
    setErrors({})
    const text = JSON.stringify(body)
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() }
    book.mutate({ payload: body, key: sent.current.key })
  }

  return (
    <>
      <PageHeader title="Book a ride" description="Book a car for a customer from a known place or a typed point, now or later." />
      <form className="form-panel form-stack" onSubmit={submit} noValidate aria-label="Book a ride">
        <FieldShell id="booking-car" label="Car type" required error={errors.car_type_id}>
          <select id="booking-car" className="select" value={values.car_type_id} onChange={set('car_type_id')}>
            <option value="">{carTypes.isPending ? 'Loading...' : 'Choose a car type'}</option>
            {carTypes.data?.map((type) => (
              <option key={type.car_type_id} value={type.car_type_id}>
                {type.name} · {type.seats} seats · {formatPaise(type.base_fare_paise)} + {formatPaise(type.per_km_paise)}/km
              </option>
            ))}
          </select>
        </FieldShell>
        <PlacePicker
          id="pickup"
          label="Pickup"
          city="hyd"
          value={pickup}
          onChange={setPickup}
          error={errors.pickup_name ?? errors.pickup_lat ?? errors.pickup_lng}
        />
        <PlacePicker id="drop" label="Drop" city="hyd" value={drop} onChange={setDrop} error={errors.drop_name ?? errors.drop_lat ?? errors.drop_lng} />
        <FieldShell id="booking-when" label="When" required error={errors.scheduled_at}>
          <select id="booking-when" className="select" value={values.when} onChange={set('when')}>
            <option value="now">Now</option>
            <option value="later">Schedule for later</option>
          </select>
        </FieldShell>
        {values.when === 'later' && (
          <FieldShell id="booking-time" label="Pickup time" required error={errors.scheduled_at}>
            <input id="booking-time" className="input" type="datetime-local" value={values.scheduled} onChange={set('scheduled')} />
          </FieldShell>
        )}
        <FieldShell id="booking-name" label="Customer name" required error={errors.customer_name}>
          <input id="booking-name" className="input" value={values.customer_name} onChange={set('customer_name')} autoComplete="name" />
        </FieldShell>
        <FieldShell id="booking-phone" label="Customer phone" required error={errors.customer_phone}>
          <input id="booking-phone" className="input" type="tel" value={values.customer_phone} onChange={set('customer_phone')} autoComplete="tel" />
        </FieldShell>
        <section aria-label="Fare estimate" className="form-alert" data-tone="info">
          {trip && tariff ? (
            <p>
              <span className="fare-estimate">{formatPaise(fareOf(tariff, trip))}</span> · about {(trip.distance_m / 1000).toFixed(1)} km,{' '}
              {Math.round(trip.duration_s / 60)} min
            </p>
          ) : (
            <p>Choose a car type, a pickup and a drop to see the fare.</p>
          )}
        </section>
        {booked && (
          <p role="status">
            Ride booked. <Link to="/bookings-all">See it in bookings</Link>
          </p>
        )}
        <div className="form-footer">
          {!online && <p className="muted">You are offline: booking needs a connection.</p>}
          <button type="submit" className="btn btn-primary tap-target" disabled={!online || book.isPending}>
            {book.isPending ? 'Booking…' : 'Book ride'}
          </button>
        </div>
      </form>
    </>
  )
}
