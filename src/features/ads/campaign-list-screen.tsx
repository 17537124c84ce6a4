import { Link } from '@tanstack/react-router'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { campaigns } from './api'
import { campaignColumns } from './campaign-columns'
import { campaignList } from './campaign-list'
import * as m from '../../paraglide/m/ads'

const newCampaignLink = () => (
  <Link to="/campaigns/add" className="btn btn-primary">
    {m.newCampaign()}
  </Link>
)

export function CampaignListScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      actions={newCampaignLink()}
      outageNote
      resource={campaigns}
      definition={campaignList}
      rowKey={(row) => row.campaign_id}
      columns={campaignColumns}
    />
  )
}
