import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataFreshness } from '../../ui/data-freshness'
import { RecordLoader } from '../../ui/form/record-loader'
import { PageHeader } from '../../ui/page-header'
import { templates } from './api'
import { TemplateForm } from './template-form'
import './catalogue.css'

export function TemplateUpdateScreen({ id }: { id: string }) {
  const template = useQuery(templates.detailQuery(id))
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
      <RecordLoader query={template} what="product template">
        {(row) => <TemplateForm key={id} record={row} draftKey={`catalogue:template:${id}`} />}
      </RecordLoader>
    </>
  )
}
