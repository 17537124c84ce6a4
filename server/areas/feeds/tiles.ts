import { sql } from 'drizzle-orm'
import { feedPosts } from './schema'
import type { CountProvider } from '../../kit/tiles'
import { feedPosts as feedPostsLabel } from '../../../src/paraglide/m/feeds'

/** The feeds area's dashboard tile: every post of the organisation, published or not. */
export const feedCounts: CountProvider[] = [
  {
    key: 'feed_posts',
    label: feedPostsLabel,
    path: '/feeds',
    count: (orgId) => sql<number>`(select count(*)::int from ${feedPosts} where ${feedPosts.org_id} = ${orgId})`,
  },
]
