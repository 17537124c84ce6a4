import { createFileRoute } from '@tanstack/react-router'
import { campaigns } from '../../../features/ads/api'
import { campaignList } from '../../../features/ads/campaign-list'
import { CampaignListScreen } from '../../../features/ads/campaign-list-screen'

export const Route = createFileRoute('/_app/campaigns/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(campaigns.listQuery(campaignList.queryOf(deps))),
  component: CampaignListScreen,
})
