import { Link } from '@tanstack/react-router'
import { tourLabels, tourStatusLabels, type Tour } from '../../contract/booking'
import { formatDate } from '../../lib/dates'
import type { Column } from '../../ui/list/data-table'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { tours } from './api'
import { tourList } from './tour-list'
import '../../ui/list/cells.css'

const columns: Column<Tour>[] = [
  {
    key: 'code',
    header: tourLabels.code,
    sortKey: 'code',
    primary: true,
    render: (row) => (
      <Link to="/manage-logistics/$id" params={{ id: row.tour_id }} className="code-link tap-target">
        {row.code}
      </Link>
    ),
  },
  { key: 'date', header: tourLabels.tour_date, sortKey: 'tour_date', card: 'meta', render: (row) => formatDate(row.tour_date) },
  { key: 'driver', header: tourLabels.driver_name, card: 'detail', render: (row) => row.driver_name ?? 'Not assigned' },
  { key: 'vehicle', header: tourLabels.vehicle_number, card: 'detail', render: (row) => row.vehicle_number ?? '—' },
  { key: 'status', header: tourLabels.status, card: 'meta', render: (row) => tourStatusLabels[row.status] },
  {
    key: 'progress',
    header: 'Progress',
    sortKey: 'stops_total',
    align: 'end',
    card: 'meta',
    render: (row) => `${row.stops_done + row.stops_failed} / ${row.stops_total} stops${row.stops_failed ? ` (${row.stops_failed} failed)` : ''}`,
  },
]

export function ToursScreen() {
  return (
    <ResourceListScreen
      title="Logistics"
      description="Delivery tours with their stops in order: assign a driver and a vehicle, mark stops done or failed."
      resource={tours}
      rowKey={(row) => row.tour_id}
      definition={tourList}
      columns={columns}
      searchPlaceholder="Search tours, drivers and vehicles"
      noun={['tour', 'tours']}
      csvName="tours.csv"
      errorFallback="Failed to fetch tours"
      empty={{ title: 'No tours', text: 'Delivery tours planned for your organisation show here.', action: null }}
    />
  )
}
