import { useQuery } from '@tanstack/react-query'
import type { Brand } from '../../contract/catalogue'
import { BackLink } from '../../ui/form/form-layout'
import { RecordScreen } from '../../ui/form/record-screen'
import { brands } from './api'
import { BrandForm } from './brand-form'
import './catalogue.css'

const heading = (brand?: Brand) => ({ title: 'Edit brand', description: brand ? brand.name : 'Change the name, logo or status of a brand.' })

export function BrandUpdateScreen({ id }: { id: string }) {
  return (
    <RecordScreen query={useQuery(brands.detailQuery(id))} what="brand" heading={heading} actions={() => <BackLink to="/brands-list">Back to brands</BackLink>}>
      {(row) => <BrandForm key={id} record={row} draftKey={`catalogue:brand:${id}`} />}
    </RecordScreen>
  )
}
