import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedDetailResponse, feedListResponse, feedStaleResponse } from '../../src/contract/feeds'
import { feedPosts } from '../../server/areas/feeds/schema'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, formData, imageFile, lotusOrgId, pngBytes, signInAs } from './catalogue-fixtures'

let t: TestContext
let marketing: string
let lotusFeedId: string
beforeAll(async () => {
  t = await makeTestContext()
  marketing = await signInAs(t, 'marketing')
  const [lotus] = await t.db.select({ id: feedPosts.id }).from(feedPosts).where(eq(feedPosts.org_id, lotusOrgId)).limit(1)
  lotusFeedId = lotus?.id ?? ''
})
afterAll(async () => {
  await t.close()
})

const fields = (title: string, extra: Record<string, string> = {}) => ({
  title,
  body: 'Our festive edit is here.',
  type: 'offer',
  publish_at: '2026-11-20T10:30:00.000Z',
  ...extra,
})
const png = () => imageFile(pngBytes(512), 'post.png', 'image/png')
const create = (body: FormData, headers?: Record<string, string>) => t.form('POST', '/api/feeds/create_feed', body, { token: marketing, headers })
const rowsTitled = async (title: string) =>
  (
    await t.db
      .select({ value: count() })
      .from(feedPosts)
      .where(and(eq(feedPosts.org_id, demoOrgId), eq(feedPosts.title, title)))
  )[0]?.value

describe('POST /api/feeds/create_feed', () => {
  it('creates a post with its image, served by its address', async () => {
    const res = await create(formData(fields('Festive edit'), [png()], 'media'))
    expect(res.status).toBe(201)
    const { message, data } = v.parse(feedDetailResponse, res.body)
    expect(message).toBe('Feed created')
    expect(data).toMatchObject({ title: 'Festive edit', type: 'offer', status: 'published', publish_at: '2026-11-20T10:30:00.000Z' })
    expect(data.media_url).toMatch(/^\/api\/feeds\/media\//)
    const image = await t.get(data.media_url ?? '')
    expect(image.status).toBe(200)
    expect(await rowsTitled('Festive edit')).toBe(1)
  })

  it('400 with `errors` on every field', async () => {
    const res = await create(formData({}))
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors as object)).toEqual(expect.arrayContaining(['title', 'body', 'type', 'publish_at']))
  })

  it('refuses a file that is not an image by its bytes, under `media`', async () => {
    const fake = imageFile(new Uint8Array(64).fill(65), 'fake.png', 'image/png')
    const res = await create(formData(fields('Fake image'), [fake], 'media'))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ media: ['This file is not a JPEG, PNG or WebP image'] })
    expect(await rowsTitled('Fake image')).toBe(0)
  })

  it('a retried create with one Idempotency-Key makes one row', async () => {
    const headers = { 'Idempotency-Key': 'feed-retry-0001-abcdef' }
    const first = await create(formData(fields('Retried post')), headers)
    const second = await create(formData(fields('Retried post')), headers)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    expect(await rowsTitled('Retried post')).toBe(1)
  })

  it('403 for a role without feeds', async () => {
    const support = await signInAs(t, 'support')
    const res = await t.form('POST', '/api/feeds/create_feed', formData(fields('Not mine')), { token: support })
    expect(res.status).toBe(403)
  })
})

describe('GET /api/feeds/get_feeds', () => {
  it('filters by status, type, date range and search, in this organisation only', async () => {
    const res = await t.get('/api/feeds/get_feeds?status=published&type=offer&from=2026-11-20&to=2026-11-20&search=festive', { token: marketing })
    expect(res.status).toBe(200)
    const { data, pagination } = v.parse(feedListResponse, res.body)
    expect(data.map((row) => row.title)).toContain('Festive edit')
    expectEveryRow(data, (row) => row.status === 'published' && row.type === 'offer')
    expect(pagination.total).toBe(data.length)
  })

  it('serves the seeded images as PNGs', async () => {
    const { data } = v.parse(feedListResponse, (await t.get('/api/feeds/get_feeds?page_size=5', { token: marketing })).body)
    const url = data.find((row) => row.media_url)?.media_url ?? ''
    const image = await t.get(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect((await t.get('/api/feeds/media/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('refuses an unknown filter value', async () => {
    const res = await t.get('/api/feeds/get_feeds?type=poster', { token: marketing })
    expect(res.status).toBe(400)
  })
})

describe('edit, unpublish and status', () => {
  it('updates over the loaded version, then 409 with the current post for a stale one', async () => {
    const made = v.parse(feedDetailResponse, (await create(formData(fields('To edit'), [png()], 'media'))).body).data
    const body = formData({ ...fields('Edited post', { status: 'unpublished', remove_media: 'true' }), updated_at: made.updated_at })
    const res = await t.form('PUT', `/api/feeds/update_feed/${made.id}`, body, { token: marketing })
    expect(res.status).toBe(200)
    const saved = v.parse(feedDetailResponse, res.body).data
    expect(saved).toMatchObject({ title: 'Edited post', status: 'unpublished', media_url: null })
    const stale = await t.form('PUT', `/api/feeds/update_feed/${made.id}`, formData({ ...fields('Stale'), updated_at: made.updated_at }), {
      token: marketing,
    })
    expect(stale.status).toBe(409)
    expect(v.parse(feedStaleResponse, stale.body).current.title).toBe('Edited post')
  })

  it('switches the status; another organisation’s post is 404', async () => {
    const made = v.parse(feedDetailResponse, (await create(formData(fields('To toggle')))).body).data
    const off = await t.put('/api/feeds/feed_status', { id: made.id, status: 'unpublished' }, { token: marketing })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('Feed unpublished')
    expect(v.parse(feedDetailResponse, off.body).data.status).toBe('unpublished')
    const other = await t.put('/api/feeds/feed_status', { id: lotusFeedId, status: 'unpublished' }, { token: marketing })
    expect(other.status).toBe(404)
    expect((await t.get(`/api/feeds/get_feeds/${lotusFeedId}`, { token: marketing })).status).toBe(404)
  })
})
