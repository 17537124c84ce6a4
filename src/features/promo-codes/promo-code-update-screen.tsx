import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { promoCodeUpdateBody, type PromoCode } from '../../contract/promo-codes'
import { errorText } from '../../lib/api-error'
import { DataFreshness } from '../../ui/data-freshness'
import { PageHeader } from '../../ui/page-header'
import { ErrorState, Skeleton } from '../../ui/states'
import { promoCodeKeys, promoCodeQueryOptions, updatePromoCode } from './api'
import { toBody } from './form-values'
import { PromoCodeForm } from './promo-code-form'
import { usePromoCodeForm } from './use-promo-code-form'

export function PromoCodeUpdateScreen({ id }: { id: string }) {
  const detail = useQuery(promoCodeQueryOptions(id))
  if (detail.isPending) return <Skeleton height={480} />
  if (detail.isError && !detail.data) {
    return <ErrorState title="Could not open this promo code" text={errorText(detail.error, ['message', 'error', 'detail'], 'Failed to fetch the promo code')} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
  }
  return (
    <>
      <PageHeader
        title={`Edit ${detail.data.code}`}
        description={`Used ${detail.data.used_count} time${detail.data.used_count === 1 ? '' : 's'}.`}
        meta={<DataFreshness updatedAt={detail.dataUpdatedAt} fetching={detail.isFetching} />}
        actions={<Link to="/promo-codes">Back to promo codes</Link>}
      />
      <EditForm record={detail.data} />
    </>
  )
}

function EditForm({ record }: { record: PromoCode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const state = usePromoCodeForm({
    record,
    draftKey: `promo-code:${record.promo_code_id}`,
    save: async (values) => {
      const result = await updatePromoCode(record.promo_code_id, v.parse(promoCodeUpdateBody, { ...toBody(values), updated_at: values.updated_at }))
      return result.message
    },
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: promoCodeKeys.all })
      await navigate({ to: '/promo-codes' })
    },
  })
  return <PromoCodeForm state={state} submitLabel="Save changes" />
}
