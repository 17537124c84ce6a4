import { createFileRoute } from '@tanstack/react-router'
import { ads } from '../../../features/ads/api'
import { adList } from '../../../features/ads/ad-list'
import { AdListScreen } from '../../../features/ads/ad-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/ads/')({
  ...rawSearch,
  loader: listLoader(ads, adList),
  component: AdListScreen,
})
