import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { TemplateForm } from './template-form'
import './catalogue.css'

export function TemplateAddScreen({ brandId }: { brandId?: string }) {
  return (
    <>
      <PageHeader
        title="New product template"
        description="A product with its brand, category, tax details and images. Add its sizes and colours as variants next."
        actions={<BackLink to="/products/templates">Back to templates</BackLink>}
      />
      <TemplateForm draftKey="catalogue:template:new" brandId={brandId} />
    </>
  )
}
