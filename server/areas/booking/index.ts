// What other areas may use of the bookings: the tables (the palette finds bookings and tours).
export { bookings, tours } from './schema'
