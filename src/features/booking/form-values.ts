import type { City } from '../../contract/account'
import { fromLocalInput, toLocalInput } from '../../lib/dates'
import { choice, formFields, text, type Codec } from '../../ui/form/codecs'

/** A coordinate as typed: blank or unreadable text stays NaN, so the contract names the field. */
const coordinate: Codec<number, number, string> = {
  empty: '',
  read: (value) => String(value),
  write: (field) => (field.trim() === '' ? Number.NaN : Number(field)),
}
/** The pickup time in the user's local time; null (now) unless the ride is for later. */
const pickupTime: Codec<string | null, string | null, string> = {
  empty: '',
  read: (value) => (value ? toLocalInput(value) : ''),
  write: (field, values: { when: 'now' | 'later' }) => (values.when === 'now' ? null : fromLocalInput(field)),
}
/** A phone number as typed, without its spaces. */
const phone: Codec<string, string, string> = { empty: '', read: (value) => value, write: (field) => field.replace(/\s/g, '') }

/** The booking form's fields under the contract's keys; `city` (which places to search) and `when` stay in the form. */
export const bookingFields = formFields({
  city: choice<City>('hyd'),
  car_type_id: text,
  pickup_name: text,
  pickup_lat: coordinate,
  pickup_lng: coordinate,
  drop_name: text,
  drop_lat: coordinate,
  drop_lng: coordinate,
  when: choice<'now' | 'later'>('now'),
  scheduled_at: pickupTime,
  customer_name: text,
  customer_phone: phone,
  updated_at: text,
})
export type BookingValues = ReturnType<typeof bookingFields.empty>
