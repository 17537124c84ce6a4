import { createFileRoute } from '@tanstack/react-router'
import { feeds } from '../../../features/feeds/api'
import { FeedUpdateScreen } from '../../../features/feeds/feed-update-screen'

export const Route = createFileRoute('/_app/feeds/update/$id')({
  // The post starts loading with the navigation, never awaited: offline the screen says what it has.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(feeds.detailQuery(params.id)),
  component: FeedUpdateRoute,
})

function FeedUpdateRoute() {
  const { id } = Route.useParams()
  return <FeedUpdateScreen key={id} id={id} />
}
