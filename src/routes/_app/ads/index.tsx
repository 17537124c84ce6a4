import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ads } from '../../../features/ads/api'
import { adList } from '../../../features/ads/ad-list'
import { AdListScreen } from '../../../features/ads/ad-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/ads/')({
  ...listRouteSearch,
  loader: listLoader(ads, adList),
  component: ListRoute,
})

function ListRoute() {
  return <AdListScreen search={useSearch({ from: '/_app/ads/' })} />
}
