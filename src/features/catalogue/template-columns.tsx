import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import { templateLabels, type ProductTemplate } from '../../contract/catalogue'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { NameCell } from '../../ui/list/name-cell'
import { gstLabel } from './format'

const templateHeaders = textsOf(templateLabels)

export const templateColumns: Column<ProductTemplate>[] = [
  {
    key: 'name',
    header: templateHeaders.name,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <NameCell url={row.images[0]?.url} name={row.name} detail={`${row.brand_name} · ${row.category_name}`}>
        <Link to="/products/templates/update/$id" params={{ id: row.id }} className="name-link tap-target">
          {row.name}
        </Link>
      </NameCell>
    ),
  },
  { key: 'hsn', header: templateHeaders.hsn_code, card: 'detail', render: (row) => <span className="catalogue-mono">{row.hsn_code}</span> },
  { key: 'gst', header: templateHeaders.gst_rate, align: 'end', card: 'detail', render: (row) => gstLabel(row.gst_rate) },
  {
    key: 'variants',
    header: templateHeaders.variant_count,
    sortKey: 'variant_count',
    align: 'end',
    card: 'detail',
    render: (row) => (
      <Link to="/products/variants" search={{ brand_id: row.brand_id, template_id: row.id }} className="tap-target">
        {formatCount(row.variant_count)}
      </Link>
    ),
  },
  {
    key: 'updated',
    header: templateHeaders.updated_at,
    sortKey: 'updated_at',
    card: false,
    render: (row) => <span className="catalogue-nowrap">{formatDate(row.updated_at)}</span>,
  },
]
