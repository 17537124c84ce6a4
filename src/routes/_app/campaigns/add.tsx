import { createFileRoute } from '@tanstack/react-router'
import { CampaignAddScreen } from '../../../features/ads/campaign-add-screen'

export const Route = createFileRoute('/_app/campaigns/add')({ component: CampaignAddScreen })
