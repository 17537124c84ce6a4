import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'

/** The bookings list filtered by status (the dispatcher's most used view) under 50 connections, beside /api/health. */
export async function measureBookingList(baseUrl: string, token: string, health: LoadFigures) {
  const headers = { authorization: `Bearer ${token}` }
  const requested = await hammer(baseUrl, { name: 'GET get_bookings?status=requested', path: '/api/manual_booking/get_bookings?status=requested', headers })
  const completed = await hammer(baseUrl, {
    name: 'GET get_bookings?status=completed&ordering=-fare_paise',
    path: '/api/manual_booking/get_bookings?status=completed&ordering=-fare_paise',
    headers,
  })
  printLoad([health, requested, completed])
  return { requested, completed }
}
