import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId } from '../../auth/schema'
import { feedStatuses, feedTypes } from '../../../src/contract/feeds/list'
import { at, bytea, createdAt, oneOf, updatedAt } from '../../kit/columns'

/** Feed posts with their one optional image; `media_id` is the image's unguessable address (GET /api/feeds/media/{id}). */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    type: text('type', { enum: feedTypes }).notNull(),
    status: text('status', { enum: feedStatuses }).notNull().default('published'),
    publish_at: at('publish_at').notNull(),
    media_id: uuid('media_id'),
    media_type: text('media_type'),
    media_size: integer('media_size'),
    media_data: bytea('media_data'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('feed_posts_org_publish_idx').on(t.org_id, t.publish_at),
    index('feed_posts_org_created_idx').on(t.org_id, t.created_at),
    uniqueIndex('feed_posts_media_key').on(t.media_id),
    oneOf('feed_posts_type', t.type, feedTypes),
    oneOf('feed_posts_status', t.status, feedStatuses),
  ],
)
