import { AddScreen } from '../../ui/form/form-screens'
import { BrandForm } from './brand-form'
import './catalogue.css'

export function BrandAddScreen() {
  return (
    <AddScreen
      title="New brand"
      description="Add a brand first: product templates, variants and promo codes all belong to one."
      back={{ to: '/brands-list', label: 'Back to brands' }}
    >
      <BrandForm draftKey="catalogue:brand:new" />
    </AddScreen>
  )
}
