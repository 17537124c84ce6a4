import { AddScreen } from '../../ui/form/form-screens'
import { CampaignForm } from './campaign-form'

export function CampaignAddScreen() {
  return (
    <AddScreen title="New campaign" description="A budget and the days it runs; add its ads next." back={{ to: '/campaigns', label: 'Back to campaigns' }}>
      <CampaignForm />
    </AddScreen>
  )
}
