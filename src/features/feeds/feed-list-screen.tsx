import { Link } from '@tanstack/react-router'
import type { Feed } from '../../contract/feeds'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { feeds, setFeedStatus } from './api'
import { feedColumns } from './feed-columns'
import { feedList } from './feed-list'
import * as m from '../../paraglide/m/feeds'

const newPostLink = () => (
  <Link to="/feeds/add" className="btn btn-primary">
    {m.newPost()}
  </Link>
)

export function FeedListScreen({ search }: { search: ListRouteSearch }) {
  const status = useStatusColumn<Feed>({
    ...feeds,
    name: (feed) => feed.title,
    isActive: (feed) => feed.status === 'published',
    setStatus: (feed, published) => ({ ...feed, status: published ? 'published' : 'unpublished' }),
    send: (feed, published) => setFeedStatus(feed.id, published ? 'published' : 'unpublished'),
    fallback: m.statusFailed(),
    verbs: [m.publish(), m.unpublish()],
    states: [m.published(), m.unpublished()],
  })
  return (
    <ResourceListScreen
      search={search}
      rowName={(feed) => feed.title}
      actions={newPostLink()}
      resource={feeds}
      definition={feedList}
      columns={[...feedColumns, status]}
      cardActions={status.render}
    />
  )
}
