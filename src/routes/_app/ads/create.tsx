import { createFileRoute } from '@tanstack/react-router'
import { AdCreateScreen } from '../../../features/ads/ad-create-screen'

export const Route = createFileRoute('/_app/ads/create')({ component: AdCreateScreen })
