import { createFileRoute, useSearch } from '@tanstack/react-router'
import { campaigns } from '../../../features/ads/api'
import { campaignList } from '../../../features/ads/campaign-list'
import { CampaignListScreen } from '../../../features/ads/campaign-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/campaigns/')({
  ...listRouteSearch,
  loader: listLoader(campaigns, campaignList),
  component: ListRoute,
})

function ListRoute() {
  return <CampaignListScreen search={useSearch({ from: '/_app/campaigns/' })} />
}
