import { tourStatusLabels, type TourDetail } from '../../contract/booking'
import { formatDate } from '../../lib/dates'
import { EditScreen } from '../../ui/form/form-screens'
import { useRecordWrite } from '../../ui/form/use-record-write'
import { RouteSketch } from '../../ui/route-sketch'
import { markStop, tourDetailQuery, tours } from './api'
import { TourAssignForm } from './tour-assign-form'
import { TourStops } from './tour-stops'
import './booking.css'

const tourRecord = { detailQuery: tourDetailQuery }
// A stop's answer is the whole tour: it goes to the tour's page, and the lists refetch.
const tourCache = {
  keys: { lists: tours.keys.lists, detail: (id: string) => tourDetailQuery(id).queryKey },
  rowId: (tour: TourDetail) => tour.tour_id,
  inLists: false,
}

const heading = (tour?: TourDetail) => ({
  title: tour ? `Tour ${tour.code}` : 'Tour',
  description: tour
    ? `${formatDate(tour.tour_date)} · ${tourStatusLabels[tour.status]} · ${tour.driver_name ?? 'No driver yet'}${tour.vehicle_number ? ` · ${tour.vehicle_number}` : ''}`
    : 'Loading the tour',
})

export function TourScreen() {
  return (
    <EditScreen resource={tourRecord} what="tour" history="tour" heading={heading} freshness={false}>
      {(tour) => <TourBody tour={tour} />}
    </EditScreen>
  )
}

function TourBody({ tour }: { tour: TourDetail }) {
  const writer = useRecordWrite({ cache: tourCache, fallback: 'Could not update the stop' })
  const resolved = tour.stops_done + tour.stops_failed
  return (
    <>
      <section className="form-stack" aria-label="Progress">
        <label htmlFor="tour-progress">
          {resolved} of {tour.stops_total} stops resolved ({tour.stops_done} done, {tour.stops_failed} failed)
        </label>
        <progress id="tour-progress" max={tour.stops_total} value={resolved} />
        <RouteSketch
          title={`Route of tour ${tour.code}: ${tour.stops_total} stops in order`}
          stops={tour.stops.map((stop) => ({ lat: stop.lat, lng: stop.lng, label: stop.address, state: stop.status }))}
        />
      </section>
      <TourAssignForm key={tour.tour_id} tour={tour} />
      <TourStops
        stops={tour.stops}
        busy={writer.pending !== null}
        onMark={(stop, outcome, reason) =>
          void writer.run(
            stop.stop_id,
            () => markStop(stop.stop_id, { outcome, reason }),
            // A marked stop stays marked: one tap on "done" asks first ("failed" needs a reason typed, so it is no mis-tap).
            outcome === 'done'
              ? { confirm: { title: `Mark stop ${stop.seq} done?`, text: 'A marked stop cannot be changed back.', action: 'Mark done' } }
              : undefined,
          )
        }
      />
      {writer.dialog}
    </>
  )
}
