import { AddScreen } from '../../ui/form/form-screens'
import { FeedForm } from './feed-form'

export function FeedAddScreen() {
  return (
    <AddScreen title="New post" description="A post for your brand's feed, now or at a time you choose." back={{ to: '/feeds', label: 'Back to feeds' }}>
      <FeedForm draftKey="feed:new" />
    </AddScreen>
  )
}
