import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { VariantForm } from './variant-form'
import './catalogue.css'

export function VariantAddScreen({ brandId, templateId }: { brandId?: string; templateId?: string }) {
  return (
    <>
      <PageHeader
        title="New product variant"
        description="One size or colour of a product, with its SKU, prices and opening stock in Hyderabad and Delhi."
        actions={<BackLink to="/products/variants">Back to variants</BackLink>}
      />
      <VariantForm draftKey="catalogue:variant:new" brandId={brandId} templateId={templateId} />
    </>
  )
}
