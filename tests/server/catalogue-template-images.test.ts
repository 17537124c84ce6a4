import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateDetailResponse } from '../../src/contract/catalogue'
import { productTemplates, templateImages } from '../../server/areas/catalogue/schema'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, formData, idsOf, imageFile, jpegBytes, pngBytes, signInAs, webpBytes } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'

let t: TestContext
let catalogue: string
let kesar: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  catalogue = await signInAs(t, 'catalogue')
  kesar = await idsOf(t.db, demoOrgId)
})
afterAll(async () => {
  await t.close()
})

const twoMb = 2 * 1024 * 1024
const fields = (name: string) => ({ brand_id: kesar.brandId, category_id: kesar.categoryId, name, hsn_code: '6211', gst_rate: 12 })
const upload = (method: 'POST' | 'PUT', body: FormData) => t.form(method, '/api/add_products/create_product_template', body, { token: catalogue })
const templatesNamed = async (name: string) =>
  (
    await t.db
      .select({ value: count() })
      .from(productTemplates)
      .where(and(eq(productTemplates.org_id, demoOrgId), eq(productTemplates.name, name)))
  )[0]?.value
const media = (url: string, headers?: Record<string, string>) => t.app.request(url, { headers })

describe('template images', () => {
  it('stores uploaded images and serves them without a token, with their type and long caching', async () => {
    const png = pngBytes(4096)
    const res = await upload(
      'POST',
      formData(fields('Pictured Kurta'), [imageFile(png, 'front.png', 'image/png'), imageFile(jpegBytes(), 'back.jpg', 'image/jpeg')]),
    )
    expect(res.status).toBe(201)
    const { data } = v.parse(templateDetailResponse, res.body)
    expect(data.images).toHaveLength(2)
    const [front] = data.images
    expect(front?.url).toBe(`/api/media/${front?.id}`)

    const served = await media(front?.url ?? '')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
    expect((await media(front?.url ?? '', { 'If-None-Match': `"${front?.id}"` })).status).toBe(304)
  })

  it('PUT adds images and drops remove_image_ids; a dropped image is gone', async () => {
    const created = v.parse(
      templateDetailResponse,
      (await upload('POST', formData(fields('Reshot Kurta'), [imageFile(pngBytes(), 'a.png', 'image/png')]))).body,
    ).data
    const dropped = created.images[0]?.id ?? ''
    const body = formData({ ...fields('Reshot Kurta'), id: created.id, updated_at: created.updated_at, remove_image_ids: dropped }, [
      imageFile(webpBytes(), 'b.webp', 'image/webp'),
    ])
    const res = await upload('PUT', body)
    expect(res.status).toBe(200)
    const { data } = v.parse(templateDetailResponse, res.body)
    expect(data.images).toHaveLength(1)
    expect(data.images[0]?.id).not.toBe(dropped)
    expect((await media(`/api/media/${dropped}`)).status).toBe(404)
    expect((await media(data.images[0]?.url ?? '')).headers.get('content-type')).toBe('image/webp')
  })

  it('413 for an image over 2 MB; nothing is stored', async () => {
    const res = await upload('POST', formData(fields('Huge Kurta'), [imageFile(pngBytes(twoMb + 1), 'big.png', 'image/png')]))
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ status: false, message: 'Each image must be at most 2 MB' })
    expect(await templatesNamed('Huge Kurta')).toBe(0)
  })

  it('413 for a body over the upload limit, before it is read', async () => {
    const files = Array.from({ length: 6 }, (_, index) => imageFile(pngBytes(twoMb - 1024), `${index}.png`, 'image/png'))
    const res = await upload('POST', formData(fields('Bulk Kurta'), files))
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('The upload is too large: at most 5 images of 2 MB each.')
  })

  it('400 for a wrong type, a file that is not what it claims, or more than 5 images', async () => {
    const gif = await upload('POST', formData(fields('Gif Kurta'), [imageFile(pngBytes(), 'a.gif', 'image/gif')]))
    expect(gif.status).toBe(400)
    expect(gif.body.message).toBe('Images must be JPEG, PNG or WebP')
    const fake = await upload('POST', formData(fields('Fake Kurta'), [imageFile(new TextEncoder().encode('<script>alert(1)</script>'), 'x.png', 'image/png')]))
    expect(fake.status).toBe(400)
    expect(fake.body.errors).toEqual({ images: ['This file is not a JPEG, PNG or WebP image'] })
    const six = Array.from({ length: 6 }, (_, index) => imageFile(pngBytes(), `${index}.png`, 'image/png'))
    const many = await upload('POST', formData(fields('Many Kurta'), six))
    expect(many.status).toBe(400)
    expect(many.body.errors).toEqual({ images: ['You can upload at most 5 images'] })
    expect(await templatesNamed('Gif Kurta')).toBe(0)
    expect(await templatesNamed('Fake Kurta')).toBe(0)
  })

  it('400 when an update would leave more than 5 images', async () => {
    const four = Array.from({ length: 4 }, (_, index) => imageFile(jpegBytes(), `${index}.jpg`, 'image/jpeg'))
    const created = v.parse(templateDetailResponse, (await upload('POST', formData(fields('Full Kurta'), four))).body).data
    const two = [imageFile(jpegBytes(), 'x.jpg', 'image/jpeg'), imageFile(jpegBytes(), 'y.jpg', 'image/jpeg')]
    const res = await upload('PUT', formData({ ...fields('Full Kurta'), id: created.id, updated_at: created.updated_at }, two))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ images: ['A product template can have at most 5 images'] })
    const stored = await t.db.select({ value: count() }).from(templateImages).where(eq(templateImages.template_id, created.id))
    expect(stored[0]?.value).toBe(4)
  })

  it('404 for an unknown or malformed media id; JSON routes keep their 64 KB limit', async () => {
    expect((await media('/api/media/8b0f3c1e-9a57-4f5e-8a7b-2d4c1e0a5001')).status).toBe(404)
    expect((await media('/api/media/..%2Fetc%2Fpasswd')).status).toBe(404)
    const big = await request(t.app, 'POST', '/api/add_products/create_product_variant', { name: 'x'.repeat(70 * 1024) }, { token: catalogue })
    expect(big.status).toBe(413)
  })
})
