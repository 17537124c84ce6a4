import { textsOf } from '../../contract/vocabulary'
import { variantLabels, type ProductVariant } from '../../contract/catalogue'
import { formatCount } from '../../lib/format'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { VariantName } from './components/variant-name'
import * as m from '../../paraglide/m/catalogue'

const variantHeaders = textsOf(variantLabels)

const describeAttributes = (attributes: ProductVariant['attributes']) => [attributes.size, attributes.colour].filter(Boolean).join(' · ') || '—'

export const variantColumns: Column<ProductVariant>[] = [
  {
    key: 'name',
    header: variantHeaders.name,
    sortKey: 'name',
    primary: true,
    render: (row) => <VariantName id={row.id} name={row.name} detail={row.template_name} />,
  },
  { key: 'sku', header: variantHeaders.sku, sortKey: 'sku', card: 'meta', render: (row) => <span className="catalogue-mono">{row.sku}</span> },
  { key: 'brand', header: variantHeaders.brand_id, card: false, render: (row) => row.brand_name },
  { key: 'attributes', header: `${variantLabels.size} · ${variantLabels.colour}`, card: 'meta', render: (row) => describeAttributes(row.attributes) },
  { key: 'mrp', header: variantHeaders.mrp_paise, align: 'end', card: false, render: (row) => formatPaise(row.mrp_paise) },
  {
    key: 'price',
    header: variantHeaders.price_paise,
    sortKey: 'price',
    align: 'end',
    card: 'detail',
    cardRender: (row) => (
      <>
        {formatPaise(row.price_paise)}
        {row.price_paise < row.mrp_paise && <s className="muted"> {formatPaise(row.mrp_paise)}</s>}
      </>
    ),
    render: (row) => (
      <span className="catalogue-price">
        {formatPaise(row.price_paise)}
        {row.price_paise < row.mrp_paise && (
          <span className="catalogue-off">{m.percentOff({ percent: Math.round((1 - row.price_paise / row.mrp_paise) * 100) })}</span>
        )}
      </span>
    ),
  },
  { key: 'stock', header: variantHeaders.stock_on_hand, sortKey: 'stock', align: 'end', card: 'detail', render: (row) => formatCount(row.stock_on_hand) },
]
