import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import type { Area } from '../../kit/area'
import { recordNotes } from '../inbox'
import { tours } from './schema'
import { addStandardCarTypes } from './car-types'
import { bookingBulk } from './bulk'
import { bookingRoutes } from './routes'
import { bookingCounts, bookingSeries } from './tiles'
import { tourRoutes } from './tour-routes'
import { bookingSeed } from './seed'
import { bookingFinder, tourFinder } from './finders'

/** A tour's code when the organisation has it (its notes, docs/areas/inbox.md#notes-on-records). */
async function tourCode(tx: Tx, orgId: string, id: string) {
  const [row] = await tx
    .select({ code: tours.code })
    .from(tours)
    .where(and(eq(tours.org_id, orgId), eq(tours.id, id)))
  return row?.code ?? null
}
const tourNotes = recordNotes({ type: 'tour', area: '/manage-logistics', find: tourCode, link: (id) => `/manage-logistics/${id}` })

/** Manual bookings and delivery tours (the spec's manual_booking and logistics). */
export const booking: Area = {
  name: 'booking',
  finders: [bookingFinder, tourFinder],
  mounts: [
    { prefix: '/api/manual_booking', routes: bookingRoutes },
    { prefix: '/api/logistics', routes: tourRoutes },
    bookingBulk,
    { prefix: '/api/notes', routes: tourNotes },
  ],
  tiles: { counts: bookingCounts, series: bookingSeries },
  seed: bookingSeed,
  organisationCreated: addStandardCarTypes,
}
