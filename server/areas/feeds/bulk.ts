import { feedCsv } from '../../../src/contract/feeds'
import { feedListQuery } from '../../../src/contract/feeds/list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { getFeed, listFeeds } from './reads'
import { setFeedStatus } from './writes'
import { bulkPublished, bulkUnpublished, nounPost, nounPosts } from '../../../src/paraglide/m/server'

/** The feed list's bulk actions (docs/api.md#bulk): each post through the switch's own write. */
export const feedBulk = bulkMount('/feeds', {
  guard: requireArea('/feeds'),
  noun: [nounPost, nounPosts],
  query: feedListQuery,
  list: listFeeds,
  get: getFeed,
  rowId: (feed) => feed.id,
  csv: feedCsv,
  actions: {
    publish: { said: bulkPublished, run: (db, orgId, id) => setFeedStatus(db, orgId, id, { status: 'published' }) },
    unpublish: { said: bulkUnpublished, run: (db, orgId, id) => setFeedStatus(db, orgId, id, { status: 'unpublished' }) },
  },
})
