import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { promoCodeCreateBody } from '../../contract/promo-codes'
import { useIdempotencyKey } from '../../ui/form/form-state'
import { PageHeader } from '../../ui/page-header'
import { createPromoCode, promoCodeKeys } from './api'
import { toBody } from './form-values'
import { PromoCodeForm } from './promo-code-form'
import { usePromoCodeForm } from './use-promo-code-form'

const DRAFT = 'promo-code:new'

function defaultWindow() {
  const start = new Date()
  start.setMinutes(0, 0, 0)
  start.setHours(start.getHours() + 1)
  const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000)
  const local = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  return { starts_at: local(start), ends_at: local(end) }
}

export function PromoCodeAddScreen() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const idempotency = useIdempotencyKey(DRAFT)
  const state = usePromoCodeForm({
    initial: defaultWindow(),
    draftKey: DRAFT,
    save: async (values) => {
      const result = await createPromoCode(v.parse(promoCodeCreateBody, toBody(values)), idempotency.key)
      idempotency.forget()
      return result.message
    },
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: promoCodeKeys.lists() })
      await navigate({ to: '/promo-codes' })
    },
  })
  return (
    <>
      <PageHeader title="New promo code" description="A discount customers apply with a code at checkout." actions={<Link to="/promo-codes">Back to promo codes</Link>} />
      <PromoCodeForm state={state} submitLabel="Create promo code" />
    </>
  )
}
