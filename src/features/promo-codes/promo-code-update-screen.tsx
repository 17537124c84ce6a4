import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { promoCodeStaleResponse, promoCodeUpdateBody, type PromoCode } from '../../contract/promo-codes'
import { ApiError, errorText } from '../../lib/api-error'
import { notifySuccess } from '../../lib/toasts'
import { DataFreshness } from '../../ui/data-freshness'
import { ConflictAlert } from '../../ui/form/conflict-alert'
import { PageHeader } from '../../ui/page-header'
import { ErrorState, Skeleton } from '../../ui/states'
import { promoCodeKeys, promoCodeQueryOptions, updatePromoCode } from './api'
import { fromPromoCode, toBody, type PromoCodeFormValues } from './form-values'
import { PromoCodeForm } from './promo-code-form'

const labels: Partial<Record<keyof PromoCodeFormValues, string>> = {
  code: 'code', description: 'description', discount_type: 'discount type', discount_value: 'discount', max_discount: 'maximum discount',
  min_order: 'minimum order', usage_limit: 'total uses', per_user_limit: 'uses per customer', starts_at: 'start', ends_at: 'end',
  brand_id: 'brand', product_template_id: 'product template', product_variant_id: 'variant', is_active: 'status',
}

function changedFields(latest: PromoCode, typed: PromoCodeFormValues): string[] {
  const saved = fromPromoCode(latest)
  return (Object.keys(labels) as (keyof PromoCodeFormValues)[]).filter((key) => saved[key] !== typed[key]).map((key) => labels[key] ?? key)
}

export function PromoCodeUpdateScreen({ id }: { id: string }) {
  const detail = useQuery(promoCodeQueryOptions(id))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [conflict, setConflict] = useState<{ current: PromoCode; changed: string[]; loaded: boolean } | null>(null)
  const [baseUpdatedAt, setBaseUpdatedAt] = useState<string | null>(null)

  if (detail.isPending) return <Skeleton height={480} />
  if (detail.isError && !detail.data) return <ErrorState title="Could not open this promo code" text={errorText(detail.error, ['message', 'error', 'detail'], 'Failed to fetch the promo code')} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />

  const record = detail.data
  async function submit(values: PromoCodeFormValues) {
    const body = v.parse(promoCodeUpdateBody, { ...toBody(values), updated_at: baseUpdatedAt ?? record.updated_at })
    try {
      const result = await updatePromoCode(id, body)
      notifySuccess(result.message)
      await queryClient.invalidateQueries({ queryKey: promoCodeKeys.all })
      await navigate({ to: '/promo-codes' })
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409 ? v.safeParse(promoCodeStaleResponse, error.body) : null
      if (stale?.success) setConflict({ current: stale.output.current, changed: changedFields(stale.output.current, values), loaded: false })
      throw error
    }
  }
  const notice = conflict && (
    <ConflictAlert
      changedFields={conflict.changed}
      loaded={conflict.loaded}
      onLoadLatest={() => {
        setBaseUpdatedAt(conflict.current.updated_at)
        setConflict({ ...conflict, loaded: true })
      }}
    />
  )
  return (
    <>
      <PageHeader title={`Edit ${record.code}`} description={`Used ${record.used_count} time${record.used_count === 1 ? '' : 's'}.`} meta={<DataFreshness updatedAt={detail.dataUpdatedAt} />} actions={<Link to="/promo-codes">Back to promo codes</Link>} />
      <PromoCodeForm initial={fromPromoCode(record)} draftKey={`promo-code:${id}`} submitLabel="Save changes" onSubmit={submit} notice={notice} />
    </>
  )
}
