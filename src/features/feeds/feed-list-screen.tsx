import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Feed } from '../../contract/feeds'
import { ListScreen } from '../../ui/list/list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { useListSearch } from '../../ui/list/use-list-search'
import { feeds, setFeedStatus } from './api'
import { feedColumns } from './feed-columns'
import { feedList } from './feed-list'

const newPostLink = (
  <Link to="/feeds/add" className="btn btn-primary">
    New post
  </Link>
)

export function FeedListScreen() {
  const state = useListSearch(feedList)
  const list = useQuery(feeds.listQuery(state.query))
  const status = useStatusColumn<Feed>({
    keys: feeds.keys,
    rowId: (feed) => feed.id,
    name: (feed) => feed.title,
    isActive: (feed) => feed.status === 'published',
    setActive: (feed, published) => ({ ...feed, status: published ? 'published' : 'unpublished' }),
    send: (feed, published) => setFeedStatus(feed.id, published ? 'published' : 'unpublished'),
    errorFields: ['message', 'errors', 'error', 'detail'],
    fallback: 'Could not change the status',
    verbs: ['Publish', 'Unpublish'],
    states: ['Published', 'Unpublished'],
  })

  return (
    <ListScreen
      title="Feeds"
      description="What your brands post to their feed, published now or scheduled."
      actions={newPostLink}
      state={state}
      filters={feedList.filters}
      list={list}
      columns={[...feedColumns, status]}
      rowKey={(row) => row.id}
      cardActions={status.render}
      searchPlaceholder="Search titles and text"
      noun={['post', 'posts']}
      csv={{ path: feeds.listPath, filename: 'feeds.csv' }}
      errorFallback="Failed to fetch feeds"
      empty={{ title: 'No posts yet', text: 'Write a post, add an image and choose when it goes live.', action: newPostLink }}
    />
  )
}
