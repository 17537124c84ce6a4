import { createFileRoute } from '@tanstack/react-router'
import { campaigns } from '../../../features/ads/api'
import { campaignList } from '../../../features/ads/campaign-list'
import { CampaignListScreen } from '../../../features/ads/campaign-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/campaigns/')({
  ...rawSearch,
  loader: listLoader(campaigns, campaignList),
  component: CampaignListScreen,
})
