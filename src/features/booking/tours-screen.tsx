import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import { tourLabels, tourStatusLabels, type Tour } from '../../contract/booking'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { tours } from './api'
import { tourList } from './tour-list'
import * as m from '../../paraglide/m/booking'
import '../../ui/list/cells.css'

const tourHeaders = textsOf(tourLabels)

const columns: Column<Tour>[] = [
  {
    key: 'code',
    header: tourHeaders.code,
    sortKey: 'code',
    primary: true,
    render: (row) => (
      <Link to="/manage-logistics/$id" params={{ id: row.tour_id }} className="code-link tap-target">
        {row.code}
      </Link>
    ),
  },
  { key: 'date', header: tourHeaders.tour_date, sortKey: 'tour_date', card: 'meta', render: (row) => formatDate(row.tour_date) },
  { key: 'driver', header: tourHeaders.driver_name, card: 'detail', render: (row) => row.driver_name ?? m.notAssigned() },
  { key: 'vehicle', header: tourHeaders.vehicle_number, card: 'detail', render: (row) => row.vehicle_number ?? '—' },
  { key: 'status', header: tourHeaders.status, card: 'meta', render: (row) => tourStatusLabels[row.status] },
  {
    key: 'progress',
    header: m.progress,
    sortKey: 'stops_total',
    align: 'end',
    card: 'meta',
    render: (row) => {
      const counts = { count: row.stops_total, resolved: formatCount(row.stops_done + row.stops_failed), total: formatCount(row.stops_total) }
      return row.stops_failed ? m.progressCellFailed({ ...counts, failed: formatCount(row.stops_failed) }) : m.progressCell(counts)
    },
  },
]

export function ToursScreen({ search }: { search: ListRouteSearch }) {
  return <ResourceListScreen search={search} resource={tours} rowKey={(row) => row.tour_id} definition={tourList} columns={columns} emptyAction={null} />
}
