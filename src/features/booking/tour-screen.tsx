import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { tourStatusLabels, type TourDetail } from '../../contract/booking'
import { ApiError } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { formatDate } from '../../lib/dates'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { FieldShell } from '../../ui/form/field-shell'
import { PageHeader } from '../../ui/page-header'
import { RouteSketch } from '../../ui/route-sketch'
import { Spinner } from '../../ui/spinner'
import { ErrorState } from '../../ui/states'
import { assignTour, markStop, tourDetailQuery, tours } from './api'
import { TourStops } from './tour-stops'
import './booking.css'

function AssignForm({ tour, onSaved }: { tour: TourDetail; onSaved: (tour: TourDetail) => void }) {
  const online = useOnline()
  const [driver, setDriver] = useState(tour.driver_name ?? '')
  const [vehicle, setVehicle] = useState(tour.vehicle_number ?? '')
  const assign = useMutation({
    mutationFn: () => assignTour(tour.tour_id, { driver_name: driver, vehicle_number: vehicle, updated_at: tour.updated_at }),
    onSuccess: (answer) => {
      notifySuccess(answer.message)
      onSaved(answer.data)
    },
    onError: (error) => {
      const current = error instanceof ApiError && error.status === 409 ? (error.body?.current as TourDetail | undefined) : undefined
      if (current) onSaved(current)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    assign.mutate()
  }
  const fieldErrors = assign.error instanceof ApiError ? (assign.error.body?.errors as Record<string, string[]> | undefined) : undefined
  return (
    <form className="form-panel form-stack" onSubmit={submit} aria-label="Assign driver and vehicle" noValidate>
      <FieldShell id="tour-driver" label="Driver" required error={fieldErrors?.driver_name?.[0]}>
        <input id="tour-driver" className="input" value={driver} onChange={(event) => setDriver(event.target.value)} />
      </FieldShell>
      <FieldShell id="tour-vehicle" label="Vehicle number" required error={fieldErrors?.vehicle_number?.[0]}>
        <input id="tour-vehicle" className="input" value={vehicle} onChange={(event) => setVehicle(event.target.value)} placeholder="TS 09 AB 1234" />
      </FieldShell>
      <div className="form-footer">
        <button type="submit" className="btn btn-primary tap-target" disabled={!online || assign.isPending}>
          Assign
        </button>
      </div>
    </form>
  )
}

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
      <AssignForm key={tour.updated_at} tour={tour} onSaved={saved} />
      <TourStops stops={tour.stops} busy={mark.isPending} onMark={(stop, outcome, reason) => mark.mutate({ stopId: stop.stop_id, outcome, reason })} />
    </>
  )
}
