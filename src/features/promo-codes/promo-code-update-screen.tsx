import { useQuery } from '@tanstack/react-query'
import type { PromoCode } from '../../contract/promo-codes'
import { BackLink } from '../../ui/form/form-layout'
import { RecordScreen } from '../../ui/form/record-screen'
import { promoCodes } from './api'
import { PromoCodeForm } from './promo-code-form'

const heading = (code?: PromoCode) => ({
  title: code ? `Edit ${code.code}` : 'Edit promo code',
  description: code ? `Used ${code.used_count} time${code.used_count === 1 ? '' : 's'}.` : 'Change the discount, its limits or what it applies to.',
})

export function PromoCodeUpdateScreen({ id }: { id: string }) {
  return (
    <RecordScreen
      query={useQuery(promoCodes.detailQuery(id))}
      what="promo code"
      heading={heading}
      actions={() => <BackLink to="/promo-codes">Back to promo codes</BackLink>}
    >
      {(code) => <PromoCodeForm key={id} record={code} draftKey={`promo-code:${id}`} />}
    </RecordScreen>
  )
}
