import { and, eq, sql } from 'drizzle-orm'
import { bookingStatuses, bookingStatusLabels } from '../../../src/contract/booking/list'
import { businessZone } from '../../../src/contract/business-time'
import { bookings } from './schema'
import type { CountProvider, SeriesProvider } from '../../kit/tiles'
import { dailyCounts } from '../../kit/tiles'
import { bookingsTitle, todaysBookingsTile } from '../../../src/paraglide/m/booking'

// Today is the Indian day, like every other dashboard figure.
const today = sql`(now() at time zone ${businessZone})::date`
const scheduledToday = sql`(${bookings.scheduled_at} at time zone ${businessZone})::date = ${today}`

/** Today's bookings (by pickup time), one tile per status. */
export const bookingCounts: CountProvider[] = bookingStatuses.map((status) => ({
  key: `bookings_today_${status}`,
  label: () => todaysBookingsTile({ status: bookingStatusLabels[status].toLowerCase() }),
  path: '/bookings-all',
  count: (orgId) => sql<number>`(select count(*)::int from ${bookings} where ${and(eq(bookings.org_id, orgId), eq(bookings.status, status), scheduledToday)})`,
}))

/** Bookings made per day over the plot's 30 days. */
export const bookingSeries: SeriesProvider[] = [
  {
    key: 'bookings',
    // Read per request, in its language.
    label: bookingsTitle,
    path: '/bookings-all',
    points: (orgId, days) => dailyCounts({ table: bookings, orgId: bookings.org_id, createdAt: bookings.created_at }, orgId, days),
  },
]
