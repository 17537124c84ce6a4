import { useParams } from '@tanstack/react-router'
import type { Feed } from '../../contract/feeds'
import { EditScreen } from '../../ui/form/form-screens'
import { feeds } from './api'
import { FeedForm } from './feed-form'
import * as m from '../../paraglide/m/feeds'

const heading = (feed?: Feed) => ({
  title: feed ? m.editTitle({ title: feed.title }) : m.editPost(),
  description: feed?.status === 'unpublished' ? m.unpublishedText() : m.editText(),
})

export function FeedUpdateScreen() {
  const { id } = useParams({ from: '/_app/feeds/update/$id' })
  return (
    <EditScreen id={id} resource={feeds} what={m.feedNoun()} history="feed" heading={heading} back={{ to: '/feeds', label: m.backToFeeds() }}>
      {(feed, id) => <FeedForm record={feed} draftKey={`feed:${id}`} />}
    </EditScreen>
  )
}
