import { AddScreen } from '../../ui/form/form-screens'
import { CampaignForm } from './campaign-form'
import * as m from '../../paraglide/m/ads'

export function CampaignAddScreen() {
  return (
    <AddScreen title={m.newCampaign()} description={m.newCampaignText()} back={{ to: '/campaigns', label: m.backToCampaigns() }}>
      <CampaignForm />
    </AddScreen>
  )
}
