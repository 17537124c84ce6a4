import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { CampaignForm } from './campaign-form'

export function CampaignAddScreen() {
  return (
    <>
      <PageHeader
        title="New campaign"
        description="A budget and the days it runs; add its ads next."
        actions={<BackLink to="/campaigns">Back to campaigns</BackLink>}
      />
      <CampaignForm />
    </>
  )
}
