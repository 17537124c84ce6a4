import type { Feed } from '../../contract/feeds'
import { EditScreen } from '../../ui/form/form-screens'
import { feeds } from './api'
import { FeedForm } from './feed-form'

const heading = (feed?: Feed) => ({
  title: feed ? `Edit ${feed.title}` : 'Edit post',
  description:
    feed?.status === 'unpublished' ? 'Unpublished: not shown in the feed.' : 'Change the post, its image or when it shows; unpublish to take it down.',
})

export function FeedUpdateScreen() {
  return (
    <EditScreen resource={feeds} what="feed post" history="feed" heading={heading} back={{ to: '/feeds', label: 'Back to feeds' }}>
      {(feed, id) => <FeedForm record={feed} draftKey={`feed:${id}`} />}
    </EditScreen>
  )
}
