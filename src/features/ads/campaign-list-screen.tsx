import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListScreen } from '../../ui/list/list-screen'
import { useListSearch } from '../../ui/list/use-list-search'
import { OutageNote } from '../../ui/outage-note'
import { campaigns } from './api'
import { campaignColumns } from './campaign-columns'
import { campaignList } from './campaign-list'

const newCampaignLink = (
  <Link to="/campaigns/add" className="btn btn-primary">
    New campaign
  </Link>
)

export function CampaignListScreen() {
  const state = useListSearch(campaignList)
  const list = useQuery(campaigns.listQuery(state.query))
  return (
    <>
      <OutageNote query={list} />
      <ListScreen
        title="Campaigns"
        description="What each campaign may spend, has spent, and when it runs."
        actions={newCampaignLink}
        state={state}
        filters={campaignList.filters}
        list={list}
        columns={campaignColumns}
        rowKey={(row) => row.campaign_id}
        searchPlaceholder="Search campaigns"
        noun={['campaign', 'campaigns']}
        csv={{ path: campaigns.listPath, filename: 'campaigns.csv' }}
        errorFallback="Failed to fetch campaigns"
        empty={{ title: 'No campaigns yet', text: 'Create a campaign with a budget and dates, then add its ads.', action: newCampaignLink }}
      />
    </>
  )
}
