import { useQuery } from '@tanstack/react-query'
import type { Feed } from '../../contract/feeds'
import { BackLink } from '../../ui/form/form-layout'
import { RecordScreen } from '../../ui/form/record-screen'
import { feeds } from './api'
import { FeedForm } from './feed-form'

const heading = (feed?: Feed) => ({
  title: feed ? `Edit ${feed.title}` : 'Edit post',
  description:
    feed?.status === 'unpublished' ? 'Unpublished: not shown in the feed.' : 'Change the post, its image or when it shows; unpublish to take it down.',
})

export function FeedUpdateScreen({ id }: { id: string }) {
  return (
    <RecordScreen query={useQuery(feeds.detailQuery(id))} what="feed post" heading={heading} actions={() => <BackLink to="/feeds">Back to feeds</BackLink>}>
      {(feed) => <FeedForm key={id} record={feed} draftKey={`feed:${id}`} />}
    </RecordScreen>
  )
}
