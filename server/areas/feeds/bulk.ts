import { feedCsv } from '../../../src/contract/feeds'
import { feedListQuery } from '../../../src/contract/feeds-list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { getFeed, listFeeds } from './reads'
import { setFeedStatus } from './writes'

/** The feed list's bulk actions (docs/api.md#bulk): each post through the switch's own write. */
export const feedBulk = bulkMount('/feeds', {
  guard: requireArea('/feeds'),
  noun: ['post', 'posts'],
  query: feedListQuery,
  list: listFeeds,
  get: getFeed,
  rowId: (feed) => feed.id,
  csv: feedCsv,
  actions: {
    publish: { said: 'published', run: (db, orgId, id) => setFeedStatus(db, orgId, id, { status: 'published' }) },
    unpublish: { said: 'unpublished', run: (db, orgId, id) => setFeedStatus(db, orgId, id, { status: 'unpublished' }) },
  },
})
