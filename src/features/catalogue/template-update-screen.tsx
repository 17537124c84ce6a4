import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { errorText } from '../../lib/api-error'
import { DataFreshness } from '../../ui/data-freshness'
import { PageHeader } from '../../ui/page-header'
import { ErrorState } from '../../ui/states'
import { templateQueryOptions } from './api'
import { FormSkeleton } from './components/form-parts'
import { OfflineState } from '../../ui/offline-state'
import { TemplateForm } from './template-form'
import './catalogue.css'

export function TemplateUpdateScreen({ id }: { id: string }) {
  const template = useQuery(templateQueryOptions(id))
  // The form starts from the record as the server has it now, not a cached copy (unless offline or the refetch fails).
  const refreshing = template.isFetching && !template.isFetchedAfterMount
  const actions = template.data && (
    <Link to="/products/variants" search={{ brand_id: template.data.brand_id, template_id: id }} className="btn btn-secondary">
      Variants ({template.data.variant_count})
    </Link>
  )
  return (
    <>
      <PageHeader
        title="Edit product template"
        description={template.data ? `${template.data.name} · ${template.data.brand_name}` : 'Change the product, its tax details or its images.'}
        meta={<DataFreshness updatedAt={template.dataUpdatedAt} fetching={template.isFetching} />}
        actions={actions}
      />
      {template.isPending && template.fetchStatus === 'paused' ? (
        <OfflineState what="this product template" />
      ) : template.isPending || refreshing ? (
        <FormSkeleton label="Loading the product template" />
      ) : template.isError && !template.data ? (
        <ErrorState text={errorText(template.error, ['message', 'error', 'detail'], 'Failed to fetch the product template')} onRetry={() => void template.refetch()} retrying={template.isFetching} />
      ) : (
        <TemplateForm key={id} record={template.data} draftKey={`catalogue:template:${id}`} />
      )}
    </>
  )
}
