import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProductVariant } from '../../contract/catalogue'
import { BackLink } from '../../ui/form/form-layout'
import { RecordScreen } from '../../ui/form/record-screen'
import { variants } from './api'
import { VariantForm } from './variant-form'
import './catalogue.css'

const heading = (variant?: ProductVariant) => ({
  title: 'Edit product variant',
  description: variant ? `${variant.sku} · ${variant.template_name}` : 'Change the SKU, prices or barcode of a variant.',
})

const stockLink = (variant: ProductVariant) => (
  <Link to="/inventory" search={{ search: variant.sku }} className="btn btn-secondary">
    Stock ({variant.stock_on_hand})
  </Link>
)

export function VariantUpdateScreen({ id }: { id: string }) {
  return (
    <RecordScreen
      query={useQuery(variants.detailQuery(id))}
      what="product variant"
      heading={heading}
      actions={(row) => (
        <>
          <BackLink to="/products/variants">Back to variants</BackLink>
          {stockLink(row)}
        </>
      )}
    >
      {(row) => <VariantForm key={id} record={row} draftKey={`catalogue:variant:${id}`} />}
    </RecordScreen>
  )
}
