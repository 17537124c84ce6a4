import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { FeedForm } from './feed-form'

export function FeedAddScreen() {
  return (
    <>
      <PageHeader
        title="New post"
        description="A post for your brand's feed, now or at a time you choose."
        actions={<BackLink to="/feeds">Back to feeds</BackLink>}
      />
      <FeedForm draftKey="feed:new" />
    </>
  )
}
