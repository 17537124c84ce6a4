import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { BrandForm } from './brand-form'
import './catalogue.css'

export function BrandAddScreen() {
  return (
    <>
      <PageHeader
        title="New brand"
        description="Add a brand first: product templates, variants and promo codes all belong to one."
        actions={<BackLink to="/brands-list">Back to brands</BackLink>}
      />
      <BrandForm draftKey="catalogue:brand:new" />
    </>
  )
}
