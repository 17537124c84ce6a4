import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { tourStatusLabels, type TourDetail } from '../../contract/booking'
import { formatDate } from '../../lib/dates'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { PageHeader } from '../../ui/page-header'
import { RouteSketch } from '../../ui/route-sketch'
import { Spinner } from '../../ui/spinner'
import { ErrorState } from '../../ui/states'
import { markStop, tourDetailQuery, tours } from './api'
import { TourAssignForm } from './tour-assign-form'
import { TourStops } from './tour-stops'
import './booking.css'

export function TourScreen({ id }: { id: string }) {
  const client = useQueryClient()
  const query = useQuery(tourDetailQuery(id))
  const saved = (tour: TourDetail) => {
    client.setQueryData(tourDetailQuery(id).queryKey, tour)
    void client.invalidateQueries({ queryKey: tours.keys.lists() })
  }
  const mark = useMutation({
    mutationFn: ({ stopId, outcome, reason }: { stopId: string; outcome: 'done' | 'failed'; reason: string }) => markStop(stopId, { outcome, reason }),
    onSuccess: (answer) => {
      notifySuccess(answer.message)
      saved(answer.data)
    },
    onError: (error) => notifyError(error instanceof Error ? error.message : 'Could not update the stop'),
  })
  if (query.isPending) return <Spinner large label="Loading the tour" />
  if (!query.data)
    return (
      <ErrorState
        title="Failed to fetch the tour"
        text="Check your connection and try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  const tour = query.data
  const resolved = tour.stops_done + tour.stops_failed
  return (
    <>
      <PageHeader
        title={`Tour ${tour.code}`}
        description={`${formatDate(tour.tour_date)} · ${tourStatusLabels[tour.status]} · ${tour.driver_name ?? 'No driver yet'}${tour.vehicle_number ? ` · ${tour.vehicle_number}` : ''}`}
      />
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
      <TourStops stops={tour.stops} busy={mark.isPending} onMark={(stop, outcome, reason) => mark.mutate({ stopId: stop.stop_id, outcome, reason })} />
    </>
  )
}
