import { createFileRoute } from '@tanstack/react-router'
import { feeds } from '../../../features/feeds/api'
import { feedList } from '../../../features/feeds/feed-list'
import { FeedListScreen } from '../../../features/feeds/feed-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/feeds/')({
  ...rawSearch,
  loader: listLoader(feeds, feedList),
  component: FeedListScreen,
})
