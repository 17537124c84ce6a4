import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandSavedResponse, duplicateBrandMessage } from '../../src/contract/catalogue/brands'
import { brandLogos, brands } from '../../server/areas/catalogue/schema'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, formData, idsOf, imageFile, pngBytes, signInAs } from './catalogue-fixtures'

let t: TestContext
let catalogue: string
beforeAll(async () => {
  t = await makeTestContext()
  catalogue = await signInAs(t, 'catalogue')
})
afterAll(async () => {
  await t.close()
})

const send = (method: 'POST' | 'PUT', path: string, body: FormData, token = catalogue) => t.form(method, path, body, { token })
const create = (fields: Record<string, string>, files: File[] = []) => send('POST', '/api/brands/create_brand', formData(fields, files, 'logo'))
const brandsNamed = async (name: string) =>
  (
    await t.db
      .select({ value: count() })
      .from(brands)
      .where(and(eq(brands.org_id, demoOrgId), eq(brands.name, name)))
  )[0]?.value

describe('brand writes (a new organisation can start)', () => {
  it('creates a brand with a logo that is served from its media URL', async () => {
    const png = pngBytes(2048)
    const res = await create({ name: 'Saffron Threads', is_active: 'true' }, [imageFile(png, 'logo.png', 'image/png')])
    expect(res.status).toBe(201)
    const { data } = v.parse(brandSavedResponse, res.body)
    expect(data).toMatchObject({ name: 'Saffron Threads', is_active: true, template_count: 0, variant_count: 0 })
    expect(data?.logo_url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/)
    const served = await t.app.request(data?.logo_url ?? '')
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
  })

  it('refuses a missing name, a taken name (any case) and a logo that is not an image, storing nothing', async () => {
    const empty = await create({ name: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toMatchObject({ name: ['Please enter a brand name'] })

    const { name } = (await t.db.select({ name: brands.name }).from(brands).where(eq(brands.org_id, demoOrgId)).limit(1))[0]!
    const taken = await create({ name: name.toUpperCase() })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toMatchObject({ name: [duplicateBrandMessage] })

    const fake = await create({ name: 'Not A Logo' }, [imageFile(new TextEncoder().encode('<svg/>'), 'logo.png', 'image/png')])
    expect(fake.status).toBe(400)
    expect(fake.body.errors).toMatchObject({ logo: ['This file is not a JPEG, PNG or WebP image'] })
    expect(await brandsNamed('Not A Logo')).toBe(0)
  })

  it('updates over the loaded version, replaces or drops the logo, and answers 409 for a stale version', async () => {
    const made = v.parse(brandSavedResponse, (await create({ name: 'Neem Naturals' }, [imageFile(pngBytes(), 'a.png', 'image/png')])).body).data!
    const path = `/api/brands/update_brand/${made.id}`
    const renamed = await send('PUT', path, formData({ name: 'Neem Naturals India', updated_at: made.updated_at }))
    expect(renamed.status).toBe(200)
    const saved = v.parse(brandSavedResponse, renamed.body).data!
    expect(saved).toMatchObject({ name: 'Neem Naturals India', logo_url: made.logo_url })

    const stale = await send('PUT', path, formData({ name: 'Neem Again', updated_at: made.updated_at }))
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({ name: 'Neem Naturals India' })

    const dropped = await send('PUT', path, formData({ name: 'Neem Naturals India', updated_at: saved.updated_at, remove_logo: 'true' }))
    expect(v.parse(brandSavedResponse, dropped.body).data?.logo_url).toBeNull()
    expect((await t.db.select({ value: count() }).from(brandLogos).where(eq(brandLogos.brand_id, made.id)))[0]?.value).toBe(0)
  })

  it('switches a brand off and on, and keeps other roles and organisations out', async () => {
    const { brandId } = await idsOf(t.db, demoOrgId)
    const off = await t.put('/api/brands/brand_status', { id: brandId, is_active: false }, { token: catalogue })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('Brand deactivated')
    expect((await t.db.select({ on: brands.is_active }).from(brands).where(eq(brands.id, brandId)))[0]?.on).toBe(false)
    await t.put('/api/brands/brand_status', { id: brandId, is_active: true }, { token: catalogue })

    const support = await signInAs(t, 'support')
    expect((await send('POST', '/api/brands/create_brand', formData({ name: 'Support Brand' }), support)).status).toBe(403)
    expect(await brandsNamed('Support Brand')).toBe(0)
  })
})
