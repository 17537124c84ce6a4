import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataFreshness } from '../../ui/data-freshness'
import { RecordLoader } from '../../ui/form/record-loader'
import { PageHeader } from '../../ui/page-header'
import { variants } from './api'
import { VariantForm } from './variant-form'
import './catalogue.css'

export function VariantUpdateScreen({ id }: { id: string }) {
  const variant = useQuery(variants.detailQuery(id))
  const actions = variant.data && (
    <Link to="/inventory" search={{ search: variant.data.sku }} className="btn btn-secondary">
      Stock ({variant.data.stock_on_hand})
    </Link>
  )
  return (
    <>
      <PageHeader
        title="Edit product variant"
        description={variant.data ? `${variant.data.sku} · ${variant.data.template_name}` : 'Change the SKU, prices or barcode of a variant.'}
        meta={<DataFreshness updatedAt={variant.dataUpdatedAt} fetching={variant.isFetching} />}
        actions={actions}
      />
      <RecordLoader query={variant} what="product variant">
        {(row) => <VariantForm key={id} record={row} draftKey={`catalogue:variant:${id}`} />}
      </RecordLoader>
    </>
  )
}
