import { useParams } from '@tanstack/react-router'
import type { PromoCode } from '../../contract/promo-codes'
import { formatCount } from '../../lib/format'
import { AddScreen, EditScreen } from '../../ui/form/form-screens'
import { promoCodes } from './api'
import { PromoCodeForm, promoCodesBack } from './promo-code-form'
import * as m from '../../paraglide/m/promo-codes'

export function PromoCodeAddScreen() {
  return (
    <AddScreen title={m.newCode()} description={m.newCodeText()} back={promoCodesBack}>
      <PromoCodeForm draftKey="promo-code:new" />
    </AddScreen>
  )
}

const heading = (code?: PromoCode) => ({
  title: code ? m.editCode({ code: code.code }) : m.editCodePlain(),
  description: code ? m.usedTimes({ count: code.used_count, shown: formatCount(code.used_count) }) : m.editCodeText(),
})

export function PromoCodeUpdateScreen() {
  const { id } = useParams({ from: '/_app/promo-codes/update/$id' })
  return (
    <EditScreen id={id} resource={promoCodes} what={m.codeOne()} history="promo_code" heading={heading} back={promoCodesBack}>
      {(code, id) => <PromoCodeForm record={code} draftKey={`promo-code:${id}`} />}
    </EditScreen>
  )
}
