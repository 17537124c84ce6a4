import { createFileRoute, useSearch } from '@tanstack/react-router'
import { feeds } from '../../../features/feeds/api'
import { feedList } from '../../../features/feeds/feed-list'
import { FeedListScreen } from '../../../features/feeds/feed-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/feeds/')({
  ...listRouteSearch,
  loader: listLoader(feeds, feedList),
  component: ListRoute,
})

function ListRoute() {
  return <FeedListScreen search={useSearch({ from: '/_app/feeds/' })} />
}
