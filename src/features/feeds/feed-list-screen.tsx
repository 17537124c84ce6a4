import { Link } from '@tanstack/react-router'
import type { Feed } from '../../contract/feeds'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { feeds, setFeedStatus } from './api'
import { feedColumns } from './feed-columns'
import { feedList } from './feed-list'

const newPostLink = (
  <Link to="/feeds/add" className="btn btn-primary">
    New post
  </Link>
)

export function FeedListScreen() {
  const status = useStatusColumn<Feed>({
    ...feeds,
    name: (feed) => feed.title,
    isActive: (feed) => feed.status === 'published',
    setStatus: (feed, published) => ({ ...feed, status: published ? 'published' : 'unpublished' }),
    send: (feed, published) => setFeedStatus(feed.id, published ? 'published' : 'unpublished'),
    fallback: 'Could not change the status',
    verbs: ['Publish', 'Unpublish'],
    states: ['Published', 'Unpublished'],
  })
  return (
    <ResourceListScreen
      rowName={(feed) => feed.title}
      title="Feeds"
      description="What your brands post to their feed, published now or scheduled."
      actions={newPostLink}
      resource={feeds}
      definition={feedList}
      columns={[...feedColumns, status]}
      cardActions={status.render}
      searchPlaceholder="Search titles and text"
      noun={['post', 'posts']}
      csvName="feeds.csv"
      errorFallback="Failed to fetch feeds"
      empty={{ title: 'No posts yet', text: 'Write a post, add an image and choose when it goes live.' }}
    />
  )
}
