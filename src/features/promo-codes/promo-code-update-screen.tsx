import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataFreshness } from '../../ui/data-freshness'
import { RecordLoader } from '../../ui/form/record-loader'
import { PageHeader } from '../../ui/page-header'
import { promoCodes } from './api'
import { PromoCodeForm } from './promo-code-form'

export function PromoCodeUpdateScreen({ id }: { id: string }) {
  const detail = useQuery(promoCodes.detailQuery(id))
  const used = detail.data?.used_count
  return (
    <>
      <PageHeader
        title={detail.data ? `Edit ${detail.data.code}` : 'Edit promo code'}
        description={used === undefined ? 'Change the discount, its limits or what it applies to.' : `Used ${used} time${used === 1 ? '' : 's'}.`}
        meta={<DataFreshness updatedAt={detail.dataUpdatedAt} fetching={detail.isFetching} />}
        actions={<Link to="/promo-codes">Back to promo codes</Link>}
      />
      <RecordLoader query={detail} what="promo code">
        {(code) => <PromoCodeForm key={id} record={code} draftKey={`promo-code:${id}`} />}
      </RecordLoader>
    </>
  )
}
