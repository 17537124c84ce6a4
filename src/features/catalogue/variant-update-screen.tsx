import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { errorText } from '../../lib/api-error'
import { DataFreshness } from '../../ui/data-freshness'
import { PageHeader } from '../../ui/page-header'
import { ErrorState } from '../../ui/states'
import { variantQueryOptions } from './api'
import { FormSkeleton } from './components/form-parts'
import { OfflineState } from '../../ui/offline-state'
import { VariantForm } from './variant-form'
import './catalogue.css'

export function VariantUpdateScreen({ id }: { id: string }) {
  const variant = useQuery(variantQueryOptions(id))
  // The form starts from the record as the server has it now, not a cached copy (unless offline or the refetch fails).
  const refreshing = variant.isFetching && !variant.isFetchedAfterMount
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
      {variant.isPending && variant.fetchStatus === 'paused' ? (
        <OfflineState what="this product variant" />
      ) : variant.isPending || refreshing ? (
        <FormSkeleton label="Loading the product variant" />
      ) : variant.isError && !variant.data ? (
        <ErrorState text={errorText(variant.error, ['message', 'error', 'detail'], 'Failed to fetch the product variant')} onRetry={() => void variant.refetch()} retrying={variant.isFetching} />
      ) : (
        <VariantForm key={id} record={variant.data} draftKey={`catalogue:variant:${id}`} />
      )}
    </>
  )
}
