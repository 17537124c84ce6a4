import { useParams } from '@tanstack/react-router'
import { tourStatusLabels, type TourDetail } from '../../contract/booking'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import { EditScreen } from '../../ui/form/form-screens'
import { useRecordWrite } from '../../ui/form/use-record-write'
import { RouteSketch } from '../../ui/route-sketch'
import { markStop, tourDetailQuery, tours } from './api'
import { TourAssignForm } from './tour-assign-form'
import { TourStops } from './tour-stops'
import * as m from '../../paraglide/m/booking'
import './booking.css'

const tourRecord = { detailQuery: tourDetailQuery }
// A stop's answer is the whole tour: it goes to the tour's page, and the lists refetch.
const tourCache = {
  keys: { lists: tours.keys.lists, detail: (id: string) => tourDetailQuery(id).queryKey },
  rowId: (tour: TourDetail) => tour.tour_id,
  inLists: false,
}

const heading = (tour?: TourDetail) => ({
  title: tour ? m.tourCode({ code: tour.code }) : m.tour(),
  description: tour
    ? [formatDate(tour.tour_date), tourStatusLabels[tour.status], tour.driver_name ?? m.noDriverYet(), tour.vehicle_number].filter(Boolean).join(' · ')
    : m.loadingTour(),
})

export function TourScreen() {
  const { id } = useParams({ from: '/_app/manage-logistics/$id' })
  return (
    <EditScreen id={id} resource={tourRecord} what={m.nounTour()} history="tour" notes="tour" heading={heading} freshness={false}>
      {(tour) => <TourBody tour={tour} />}
    </EditScreen>
  )
}

function TourBody({ tour }: { tour: TourDetail }) {
  const writer = useRecordWrite({ cache: tourCache, fallback: m.couldNotUpdateStop() })
  const resolved = tour.stops_done + tour.stops_failed
  return (
    <>
      <section className="form-stack" aria-label={m.progress()}>
        <label htmlFor="tour-progress">
          {m.stopsResolved({
            count: tour.stops_total,
            resolved: formatCount(resolved),
            total: formatCount(tour.stops_total),
            done: formatCount(tour.stops_done),
            failed: formatCount(tour.stops_failed),
          })}
        </label>
        <progress id="tour-progress" max={tour.stops_total} value={resolved} />
        <RouteSketch
          title={m.routeOfTour({ count: tour.stops_total, code: tour.code, total: formatCount(tour.stops_total) })}
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
              ? { confirm: { title: m.markStopDoneQuestion({ seq: stop.seq }), text: m.markedCannotChange(), action: m.markDone() } }
              : undefined,
          )
        }
      />
      {writer.dialog}
    </>
  )
}
