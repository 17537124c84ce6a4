import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../ui/page-header'
import { VariantForm } from './variant-form'
import './catalogue.css'

export function VariantAddScreen({ brandId, templateId }: { brandId?: string; templateId?: string }) {
  return (
    <>
      <PageHeader
        title="New product variant"
        description="One size or colour of a product, with its SKU, prices and opening stock in Hyderabad and Delhi."
        actions={
          <Link to="/products/variants" className="btn btn-secondary">
            All variants
          </Link>
        }
      />
      <VariantForm draftKey="catalogue:variant:new" brandId={brandId} templateId={templateId} />
    </>
  )
}
