import { Link } from '@tanstack/react-router'
import type { ProductVariant } from '../../contract/catalogue'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { formatCount } from '../../lib/format'

export const describeAttributes = (attributes: ProductVariant['attributes']) => [attributes.size, attributes.colour].filter(Boolean).join(' · ') || '—'

export const variantColumns: Column<ProductVariant>[] = [
  {
    key: 'name',
    header: 'Variant',
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <span className="catalogue-name-text">
        <Link to="/products/variants/update/$id" params={{ id: row.id }} className="catalogue-link">
          {row.name}
        </Link>
        <span className="catalogue-name-detail">{row.template_name}</span>
      </span>
    ),
  },
  { key: 'sku', header: 'SKU', sortKey: 'sku', render: (row) => <span className="catalogue-mono">{row.sku}</span> },
  { key: 'brand', header: 'Brand', render: (row) => row.brand_name },
  { key: 'attributes', header: 'Size · colour', render: (row) => describeAttributes(row.attributes) },
  { key: 'mrp', header: 'MRP', align: 'end', render: (row) => formatPaise(row.mrp_paise) },
  {
    key: 'price',
    header: 'Price',
    sortKey: 'price',
    align: 'end',
    render: (row) => (
      <span className="catalogue-price">
        {formatPaise(row.price_paise)}
        {row.price_paise < row.mrp_paise && <span className="catalogue-off">{Math.round((1 - row.price_paise / row.mrp_paise) * 100)}% off</span>}
      </span>
    ),
  },
  { key: 'stock', header: 'On hand', sortKey: 'stock', align: 'end', render: (row) => formatCount(row.stock_on_hand) },
]
