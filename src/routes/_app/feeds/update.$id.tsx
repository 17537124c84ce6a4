import { createFileRoute } from '@tanstack/react-router'
import { feeds } from '../../../features/feeds/api'
import { FeedUpdateScreen } from '../../../features/feeds/feed-update-screen'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/feeds/update/$id')({
  loader: recordLoader(feeds),
  component: FeedUpdateScreen,
})
