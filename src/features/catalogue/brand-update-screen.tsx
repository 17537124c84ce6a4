import type { Brand } from '../../contract/catalogue'
import { EditScreen } from '../../ui/form/form-screens'
import { brands } from './api'
import { BrandForm } from './brand-form'
import './catalogue.css'

const heading = (brand?: Brand) => ({ title: 'Edit brand', description: brand ? brand.name : 'Change the name, logo or status of a brand.' })

export function BrandUpdateScreen() {
  return (
    <EditScreen resource={brands} what="brand" history="brand" heading={heading} back={{ to: '/brands-list', label: 'Back to brands' }}>
      {(row, id) => <BrandForm record={row} draftKey={`catalogue:brand:${id}`} />}
    </EditScreen>
  )
}
