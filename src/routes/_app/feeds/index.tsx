import { createFileRoute } from '@tanstack/react-router'
import { feeds } from '../../../features/feeds/api'
import { feedList } from '../../../features/feeds/feed-list'
import { FeedListScreen } from '../../../features/feeds/feed-list-screen'

export const Route = createFileRoute('/_app/feeds/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Started with the navigation, never awaited: offline the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(feeds.listQuery(feedList.queryOf(deps))),
  component: FeedListScreen,
})
