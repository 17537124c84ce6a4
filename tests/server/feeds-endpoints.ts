import { eq } from 'drizzle-orm'
import { feedSavedResponse } from '../../src/contract/feeds'
import { brands } from '../../server/areas/catalogue/schema'
import { feedPosts } from '../../server/areas/feeds/schema'
import { formData } from './catalogue-fixtures'
import { get, valueOf, versionOf } from './endpoint-kit'
import type { CallContext, Endpoint } from './endpoint-kit'

const feedArea = ['/feeds'] as const
const feedFields = (unique: string) => ({ title: `Shared-rules post ${unique}`, body: 'Shared rules', type: 'post', publish_at: new Date().toISOString() })
/** A feed post of the organisation that owns `ids` (OrgIds has no feed id). */
async function feedIdOf({ t, ids }: CallContext): Promise<string> {
  const [row] = await t.db
    .select({ id: feedPosts.id })
    .from(feedPosts)
    .innerJoin(brands, eq(brands.org_id, feedPosts.org_id))
    .where(eq(brands.id, ids.brandId))
    .limit(1)
  if (!row) throw new Error('no seeded feed post')
  return row.id
}

/** The feeds rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/feeds/get_feeds': { kind: 'list', areas: feedArea, call: () => get('/api/feeds/get_feeds') },
  'GET /api/feeds/get_feeds/{id}': { kind: 'detail', areas: feedArea, call: async (context) => get(`/api/feeds/get_feeds/${await feedIdOf(context)}`) },
  'POST /api/feeds/create_feed': {
    kind: 'create',
    history: { type: 'feed', action: 'created' },
    areas: feedArea,
    table: feedPosts,
    saved: feedSavedResponse,
    call: ({ unique }) => ({ method: 'POST', path: '/api/feeds/create_feed', body: formData(feedFields(unique)) }),
  },
  'PUT /api/feeds/update_feed/{id}': {
    kind: 'update',
    history: { type: 'feed', action: 'updated' },
    areas: feedArea,
    saved: feedSavedResponse,
    call: async (context) => {
      const id = await feedIdOf(context)
      const updated_at = await versionOf(context, feedPosts, id)
      return { method: 'PUT', path: `/api/feeds/update_feed/${id}`, body: formData({ ...feedFields(context.unique), updated_at }) }
    },
  },
  'PUT /api/feeds/feed_status': {
    kind: 'status',
    history: { type: 'feed', action: 'status' },
    areas: feedArea,
    saved: feedSavedResponse,
    call: async (context) => {
      const id = await feedIdOf(context)
      const status = (await valueOf(context, feedPosts, feedPosts.status, id)) === 'published' ? 'unpublished' : 'published'
      return { method: 'PUT', path: '/api/feeds/feed_status', body: { id, status } }
    },
  },
}
