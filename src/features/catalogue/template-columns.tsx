import { Link } from '@tanstack/react-router'
import type { ProductTemplate } from '../../contract/catalogue'
import { formatDate } from '../../lib/dates'
import type { Column } from '../../ui/list/data-table'
import { NameCell } from './components/thumb'
import { gstLabel } from './format'
import { formatCount } from '../../lib/format'

export const templateColumns: Column<ProductTemplate>[] = [
  {
    key: 'name',
    header: 'Template',
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <NameCell url={row.images[0]?.url} name={row.name} detail={`${row.brand_name} · ${row.category_name}`}>
        <Link to="/products/templates/update/$id" params={{ id: row.id }} className="catalogue-link">
          {row.name}
        </Link>
      </NameCell>
    ),
  },
  { key: 'hsn', header: 'HSN', render: (row) => <span className="catalogue-mono">{row.hsn_code}</span> },
  { key: 'gst', header: 'GST', align: 'end', render: (row) => gstLabel(row.gst_rate) },
  {
    key: 'variants',
    header: 'Variants',
    sortKey: 'variant_count',
    align: 'end',
    render: (row) => (
      <Link to="/products/variants" search={{ brand_id: row.brand_id, template_id: row.id }}>
        {formatCount(row.variant_count)}
      </Link>
    ),
  },
  { key: 'updated', header: 'Updated', sortKey: 'updated_at', render: (row) => <span className="catalogue-nowrap">{formatDate(row.updated_at)}</span> },
]
