import { createFileRoute } from '@tanstack/react-router'
import { campaignDetailQuery } from '../../../features/ads/api'
import { CampaignViewScreen } from '../../../features/ads/campaign-view-screen'

export const Route = createFileRoute('/_app/campaigns/view/$id')({
  // Started with the navigation, never awaited: offline the screen says what it has.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(campaignDetailQuery(params.id)),
  component: CampaignViewScreen,
})
