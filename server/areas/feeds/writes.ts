import { randomUUID } from 'node:crypto'
import type * as v from 'valibot'
import { feedNotFound } from '../../../src/paraglide/m/feeds'
import { feedLabels } from '../../../src/contract/feeds/list'
import type { Feed, FeedStatus, feedCreateBody, feedUpdateBody } from '../../../src/contract/feeds'
import type { Db } from '../../db/client'
import { feedPosts } from './schema'
import type { KeyedCreate } from '../../kit/idempotency'
import { readImages } from '../../kit/uploads'
import type { ImageUpload } from '../../kit/uploads'
import { createOwned, setStatus, updateVersioned } from '../../kit/owned-writes'
import type { Saved, WriteArea } from '../../kit/owned-writes'
import { getFeed } from './reads'

type FeedCreate = v.InferOutput<typeof feedCreateBody>
type FeedUpdate = v.InferOutput<typeof feedUpdateBody>

const area: WriteArea<typeof feedPosts, Feed> = {
  table: feedPosts,
  notFound: feedNotFound,
  read: getFeed,
  history: { type: 'feed', label: (row) => row.title, labels: feedLabels },
}

/** The image's columns: a new address for new bytes, so a cached old image is never shown for the new one. */
const mediaValues = (image: ImageUpload) => ({ media_id: randomUUID(), media_type: image.type, media_size: image.bytes.byteLength, media_data: image.bytes })
const noMedia = { media_id: null, media_type: null, media_size: null, media_data: null }

/** `key`: the request's Idempotency-Key, written in the create's transaction. */
export async function createFeed(db: Db, orgId: string, { media, publish_at, ...input }: FeedCreate, key?: KeyedCreate): Promise<Saved<Feed>> {
  const read = await readImages(media, 'media')
  if (!read.ok) return read
  const [image] = read.images
  return createOwned(db, orgId, area, { values: { ...input, publish_at: new Date(publish_at), ...(image ? mediaValues(image) : {}) }, key })
}

/** Saves the form over the version it was loaded from; a new image replaces the old, `remove_media` drops it. */
export async function updateFeed(db: Db, orgId: string, input: FeedUpdate & { id: string }): Promise<Saved<Feed>> {
  const { id, media, publish_at, updated_at, remove_media, ...values } = input
  const read = await readImages(media, 'media')
  if (!read.ok) return read
  const [image] = read.images
  const mediaChange = image ? mediaValues(image) : remove_media ? noMedia : {}
  return updateVersioned(db, orgId, area, { id, updated_at, values: { ...values, publish_at: new Date(publish_at), ...mediaChange } })
}

export const setFeedStatus = (db: Db, orgId: string, id: string, change: { status: FeedStatus }) => setStatus(db, orgId, area, id, change)
