import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { insertAll } from '../../db/bulk-insert'
import type { Db } from '../../db/client'
import { feedPosts } from './schema'
import { feedSwatches } from './seed-images'
import { daysBefore, seededRandom } from '../../db/seed-random'
import { lotusOrgId } from '../../db/demo'
import type { SeedOrg } from '../../kit/area'

const types = ['post', 'offer', 'announcement', 'event'] as const
const subjects = ['Festive collection', 'Monsoon sale', 'New arrivals', 'Store opening', 'Weekend offer', 'Handloom week', 'Diwali edit', 'Summer linen']
const angles = ['is here', 'starts today', 'ends Sunday', 'now in stores', 'online only', 'for members', 'in Hyderabad', 'back by demand']
const bodies = [
  'Visit us or shop online; sizes go fast.',
  'Free delivery above INR 999 this week.',
  'Limited pieces, handpicked by our designers.',
  'Show this post at the counter for a surprise.',
]

export type FeedPlan = { orgId: string; posts: number; seed: number }

/** Feed posts spread over the last 120 days and the next 10 (scheduled), most published; skipped when the organisation has some. */
async function seedFeeds(db: Db, { orgId, posts, seed }: FeedPlan): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(feedPosts).where(eq(feedPosts.org_id, orgId))
  if ((existing?.value ?? 0) > 0) return
  const random = seededRandom(seed)
  const now = Date.now()
  const rows = Array.from({ length: posts }, (_, index) => {
    const created = daysBefore(now, 120 * (1 - index / posts) + random.next())
    const publishAt = random.chance(0.05) ? daysBefore(now, -random.int(1, 10)) : created
    // Two posts in three carry an image (the list's thumbnail).
    const image = index % 3 === 2 ? null : feedSwatches[index % feedSwatches.length]
    return {
      org_id: orgId,
      title: `${random.pick(subjects)} ${random.pick(angles)} #${index + 1}`,
      body: random.pick(bodies),
      type: random.pick(types),
      status: random.chance(0.85) ? ('published' as const) : ('unpublished' as const),
      publish_at: publishAt,
      media_id: image ? randomUUID() : null,
      media_type: image?.type ?? null,
      media_size: image?.size ?? null,
      // The bulk insert travels as JSON; PostgreSQL reads bytea from its '\\x…' text.
      media_data: (image?.hex ?? null) as unknown as Uint8Array | null,
      created_at: created,
      updated_at: created,
    }
  })
  await insertAll(db, feedPosts, rows)
}

/** The feeds seed step (its index.ts): 240 posts for Kesar (40 in small mode), 5 for Lotus. */
export const feedSeed = (db: Db, { orgId, size, seed }: SeedOrg) =>
  seedFeeds(db, { orgId, posts: orgId === lotusOrgId ? 5 : size === 'small' ? 40 : 240, seed })
