import { createFileRoute } from '@tanstack/react-router'
import { ads } from '../../../features/ads/api'
import { adList } from '../../../features/ads/ad-list'
import { AdListScreen } from '../../../features/ads/ad-list-screen'

export const Route = createFileRoute('/_app/ads/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(ads.listQuery(adList.queryOf(deps))),
  component: AdListScreen,
})
