import { useParams } from '@tanstack/react-router'
import type { Brand } from '../../contract/catalogue'
import { EditScreen } from '../../ui/form/form-screens'
import { brands } from './api'
import { BrandForm } from './brand-form'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'

const heading = (brand?: Brand) => ({ title: m.editBrand(), description: brand ? brand.name : m.editBrandText() })

export function BrandUpdateScreen() {
  const { id } = useParams({ from: '/_app/brands-list/update/$id' })
  return (
    <EditScreen id={id} resource={brands} what={m.brandOne()} history="brand" heading={heading} back={{ to: '/brands-list', label: m.backToBrands() }}>
      {(row, id) => <BrandForm record={row} draftKey={`catalogue:brand:${id}`} />}
    </EditScreen>
  )
}
