import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProductTemplate } from '../../contract/catalogue'
import { BackLink } from '../../ui/form/form-layout'
import { RecordScreen } from '../../ui/form/record-screen'
import { templates } from './api'
import { TemplateForm } from './template-form'
import './catalogue.css'

const heading = (template?: ProductTemplate) => ({
  title: 'Edit product template',
  description: template ? `${template.name} · ${template.brand_name}` : 'Change the product, its tax details or its images.',
})

const variantsLink = (template: ProductTemplate) => (
  <Link to="/products/variants" search={{ brand_id: template.brand_id, template_id: template.id }} className="btn btn-secondary">
    Variants ({template.variant_count})
  </Link>
)

export function TemplateUpdateScreen({ id }: { id: string }) {
  return (
    <RecordScreen
      query={useQuery(templates.detailQuery(id))}
      what="product template"
      heading={heading}
      actions={(row) => (
        <>
          <BackLink to="/products/templates">Back to templates</BackLink>
          {variantsLink(row)}
        </>
      )}
    >
      {(row) => <TemplateForm key={id} record={row} draftKey={`catalogue:template:${id}`} />}
    </RecordScreen>
  )
}
