import { Link } from '@tanstack/react-router'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { campaigns } from './api'
import { campaignColumns } from './campaign-columns'
import { campaignList } from './campaign-list'

const newCampaignLink = (
  <Link to="/campaigns/add" className="btn btn-primary">
    New campaign
  </Link>
)

export function CampaignListScreen() {
  return (
    <ResourceListScreen
      title="Campaigns"
      description="What each campaign may spend, has spent, and when it runs."
      actions={newCampaignLink}
      outageNote
      resource={campaigns}
      definition={campaignList}
      rowKey={(row) => row.campaign_id}
      columns={campaignColumns}
      searchPlaceholder="Search campaigns"
      noun={['campaign', 'campaigns']}
      csvName="campaigns.csv"
      errorFallback="Failed to fetch campaigns"
      empty={{ title: 'No campaigns yet', text: 'Create a campaign with a budget and dates, then add its ads.' }}
    />
  )
}
