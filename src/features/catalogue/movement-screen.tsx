import { Link } from '@tanstack/react-router'
import type { StockMovement } from '../../contract/catalogue/stock'
import { movementLabels, movementReasonLabels } from '../../contract/catalogue/stock-list'
import { textsOf } from '../../contract/vocabulary'
import { formatDateTime } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { NameText } from '../../ui/list/name-cell'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { movementList, movements } from './movement-list'
import './catalogue.css'
import * as m from '../../paraglide/m/stock'

// The Stock movements list (/inventory/movements): newest first, filtered by location, reason and days; CSV.

const headers = textsOf(movementLabels)
const signed = (quantity: number) => (quantity > 0 ? `+${formatCount(quantity)}` : `−${formatCount(-quantity)}`)

const columns: Column<StockMovement>[] = [
  {
    key: 'variant',
    header: headers.sku,
    primary: true,
    // The list kit's name cell: the SKU opens the variant's stock panel, its name under it (cut to one line on a card).
    render: (row) => (
      <NameText detail={row.variant_name}>
        <Link to="/inventory/variants/$id" params={{ id: row.variant_id }} className="name-link">
          {row.sku}
        </Link>
      </NameText>
    ),
  },
  { key: 'quantity', header: headers.quantity, sortKey: 'quantity', align: 'end', card: 'detail', render: (row) => signed(row.quantity) },
  { key: 'location', header: headers.location_name, card: 'detail', render: (row) => row.location_name },
  {
    key: 'reason',
    header: headers.reason,
    card: 'detail',
    render: (row) => (row.reversed ? `${movementReasonLabels[row.reason]} · ${m.reversedYes()}` : movementReasonLabels[row.reason]),
  },
  { key: 'note', header: headers.note, card: false, render: (row) => row.note },
  { key: 'person', header: headers.actor_name, card: 'detail', render: (row) => row.actor_name },
  {
    key: 'when',
    header: headers.created_at,
    sortKey: 'created_at',
    card: 'detail',
    render: (row) => <span className="catalogue-nowrap">{formatDateTime(row.created_at)}</span>,
  },
]

const backLink = () => (
  <Link to="/inventory/locations" className="btn btn-secondary">
    {m.manageLocations()}
  </Link>
)

export function MovementListScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      rowName={(row) => `${row.sku} ${signed(row.quantity)}`}
      actions={backLink()}
      resource={movements}
      definition={movementList}
      columns={columns}
    />
  )
}
