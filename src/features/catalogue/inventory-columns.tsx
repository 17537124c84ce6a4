import { textsOf } from '../../contract/vocabulary'
import { inventoryLabels, type InventoryRow } from '../../contract/catalogue'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { Link } from '@tanstack/react-router'
import { VariantName } from './components/variant-name'
import * as m from '../../paraglide/m/catalogue'
import * as stock from '../../paraglide/m/stock'

const inventoryHeaders = textsOf(inventoryLabels)

export const inventoryColumns: Column<InventoryRow>[] = [
  {
    key: 'variant',
    header: inventoryHeaders.variant_name,
    sortKey: 'variant_name',
    primary: true,
    render: (row) => <VariantName id={row.variant_id} name={row.variant_name} detail={`${row.template_name} · ${row.brand_name}`} />,
  },
  { key: 'sku', header: inventoryHeaders.sku, sortKey: 'sku', card: 'meta', render: (row) => <span className="catalogue-mono">{row.sku}</span> },
  { key: 'location', header: inventoryHeaders.location, card: 'meta', render: (row) => row.location_name },
  { key: 'on_hand', header: inventoryHeaders.on_hand, sortKey: 'on_hand', align: 'end', card: 'detail', render: (row) => formatCount(row.on_hand) },
  {
    key: 'panel',
    header: stock.openStock,
    card: 'detail',
    render: (row) => (
      <Link to="/inventory/variants/$id" params={{ id: row.variant_id }} className="tap-target" aria-label={stock.openStockOf({ sku: row.sku })}>
        {stock.openStock()}
      </Link>
    ),
  },
  { key: 'reserved', header: inventoryHeaders.reserved, align: 'end', card: false, render: (row) => formatCount(row.reserved) },
  { key: 'available', header: inventoryHeaders.available, sortKey: 'available', align: 'end', render: (row) => <strong>{formatCount(row.available)}</strong> },
  {
    key: 'reorder',
    header: inventoryHeaders.reorder_level,
    sortKey: 'reorder_level',
    align: 'end',
    card: false,
    render: (row) => formatCount(row.reorder_level),
  },
  {
    key: 'stock',
    header: m.stockHeader,
    card: 'aside',
    render: (row) => (
      <span className="badge catalogue-nowrap" data-tone={row.low_stock ? 'danger' : 'success'}>
        {row.low_stock ? m.labelLowStock() : m.inStock()}
      </span>
    ),
  },
  {
    key: 'updated',
    header: inventoryHeaders.updated_at,
    sortKey: 'updated_at',
    card: false,
    render: (row) => <span className="catalogue-nowrap">{formatDate(row.updated_at)}</span>,
  },
]
