import type { PromoCode } from '../../contract/promo-codes'
import { AddScreen, EditScreen } from '../../ui/form/form-screens'
import { promoCodes } from './api'
import { PromoCodeForm, promoCodesBack } from './promo-code-form'

export function PromoCodeAddScreen() {
  return (
    <AddScreen title="New promo code" description="A discount customers apply with a code at checkout." back={promoCodesBack}>
      <PromoCodeForm draftKey="promo-code:new" />
    </AddScreen>
  )
}

const heading = (code?: PromoCode) => ({
  title: code ? `Edit ${code.code}` : 'Edit promo code',
  description: code ? `Used ${code.used_count} time${code.used_count === 1 ? '' : 's'}.` : 'Change the discount, its limits or what it applies to.',
})

export function PromoCodeUpdateScreen() {
  return (
    <EditScreen resource={promoCodes} what="promo code" history="promo_code" heading={heading} back={promoCodesBack}>
      {(code, id) => <PromoCodeForm record={code} draftKey={`promo-code:${id}`} />}
    </EditScreen>
  )
}
