/**
 * The one fare formula (issue 10): the app shows it before booking and the server stores it on the booking.
 * Distance: the great-circle distance between the coordinates times a road factor, since city roads wind.
 * Time: that distance at an average city speed, plus a fixed minute for pickup.
 * Fare: base + per km + per minute, rounded up to a whole rupee, in paise.
 */
export type Point = { lat: number; lng: number }
export type Tariff = { base_fare_paise: number; per_km_paise: number; per_minute_paise: number }
export type TripEstimate = { distance_m: number; duration_s: number }

const earthRadiusM = 6_371_000
const roadFactor = 1.3
const citySpeedKmh = 22
const pickupSeconds = 60

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance in metres. */
export function straightMetres(from: Point, to: Point): number {
  const dLat = radians(to.lat - from.lat)
  const dLng = radians(to.lng - from.lng)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function estimateTrip(from: Point, to: Point): TripEstimate {
  const distance_m = Math.round(straightMetres(from, to) * roadFactor)
  const duration_s = Math.round((distance_m / 1000 / citySpeedKmh) * 3600) + pickupSeconds
  return { distance_m, duration_s }
}

export function fareOf(tariff: Tariff, trip: TripEstimate): number {
  const paise = tariff.base_fare_paise + (tariff.per_km_paise * trip.distance_m) / 1000 + (tariff.per_minute_paise * trip.duration_s) / 60
  return Math.ceil(paise / 100) * 100
}
