import { sql } from 'drizzle-orm'
import { feedPosts } from '../../db/schema'
import type { CountProvider } from '../dashboard/reads'

/** The feeds area's dashboard tile: every post of the organisation, published or not. */
export const feedCountProviders: CountProvider[] = [
  {
    key: 'feed_posts',
    label: 'Feed posts',
    path: '/feeds',
    count: (orgId) => sql<number>`(select count(*)::int from ${feedPosts} where ${feedPosts.org_id} = ${orgId})`,
  },
]
