import { AddScreen } from '../../ui/form/form-screens'
import { FeedForm } from './feed-form'
import * as m from '../../paraglide/m/feeds'

export function FeedAddScreen() {
  return (
    <AddScreen title={m.newPost()} description={m.newPostText()} back={{ to: '/feeds', label: m.backToFeeds() }}>
      <FeedForm draftKey="feed:new" />
    </AddScreen>
  )
}
