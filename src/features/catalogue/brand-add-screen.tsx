import { AddScreen } from '../../ui/form/form-screens'
import { BrandForm } from './brand-form'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'

export function BrandAddScreen() {
  return (
    <AddScreen title={m.brandNewTitle()} description={m.brandNewText()} back={{ to: '/brands-list', label: m.backToBrands() }}>
      <BrandForm draftKey="catalogue:brand:new" />
    </AddScreen>
  )
}
