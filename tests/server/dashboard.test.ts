import * as v from 'valibot'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendorStatsResponse } from '../../src/contract/dashboard'
import { promoCodeDetailResponse } from '../../src/contract/promo-codes'
import { pathsForRole } from '../../src/contract/permissions'
import { demoOrgId, demoUsers } from '../../server/db/demo'
import { brands, inventory, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { users } from '../../server/auth/schema'
import { areaTiles } from '../../server/areas'
import { vendorStats } from '../../server/areas/dashboard/reads'
import { cachedOrgStats, statsChanged } from '../../server/kit/stats-cache'
import { idsOf, promoBody } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

describe('GET /api/dashboard/vendor-stats', () => {
  it('matches the contract: counts plus a zero-filled 30-day sign-in series', async () => {
    const token = await t.signIn('owner@kesar.example', 'Kesar@2026')
    await t.signIn('manager@kesar.example', 'Kesar@2026')
    const res = await t.get('/api/dashboard/vendor-stats', { token })
    expect(res.status).toBe(200)
    const { data } = v.parse(vendorStatsResponse, res.body)

    expect(data.counts.slice(0, 2)).toEqual([
      { key: 'team_members', label: 'Team members', value: demoUsers.length, path: null },
      { key: 'active_sessions', label: 'Active sign-ins', value: 2, path: null },
    ])
    // Each area adds its tiles after these (tests/server/<area> checks its own).
    expect(data.counts.map((item) => item.key)).toEqual(
      expect.arrayContaining([
        'brands',
        'product_templates',
        'product_variants',
        'low_stock',
        'active_promo_codes',
        'feed_posts',
        'wallet_balance',
        'month_credits',
        'month_debits',
        'active_employees',
        'regions_covered',
      ]),
    )
    const signIns = data.series.find((series) => series.key === 'sign_ins')
    expect(signIns?.label).toBe('Sign-ins')
    const points = signIns?.points ?? []
    expect(points).toHaveLength(30)
    for (const point of points) expect(point.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const days = points.map((point) => Date.parse(`${point.date}T00:00:00Z`))
    for (let i = 1; i < days.length; i += 1) expect((days[i] ?? 0) - (days[i - 1] ?? 0)).toBe(86_400_000)
    expect(points.at(-1)).toEqual({ date: istToday(), value: 2 })
    expect(points.slice(0, -1).every((point) => point.value === 0)).toBe(true)
    expect(Number.isNaN(Date.parse(data.generated_at))).toBe(false)
  })

  it('leaves out tiles of areas the caller cannot open', async () => {
    const [owner] = await t.db.select({ orgId: users.orgId }).from(users).where(eq(users.email, 'owner@kesar.example'))
    const orgId = owner?.orgId ?? ''
    const full = await vendorStats(t.db, orgId, ['/dashboard', '/accounts', '/brands-list'], areaTiles)
    const narrow = await vendorStats(t.db, orgId, ['/dashboard', '/accounts'], areaTiles)
    expect(full.counts.map((item) => item.key)).toEqual(['team_members', 'active_sessions', 'brands'])
    expect(narrow.counts.map((item) => item.key)).toEqual(['team_members', 'active_sessions'])
    expect(narrow.series.map((item) => item.key)).toEqual(['sign_ins'])
  })

  it('counts the catalogue and promo codes, each tile only for roles that open its area', async () => {
    const orgCount = async (table: typeof brands | typeof productTemplates | typeof productVariants) =>
      (await t.db.select({ value: count() }).from(table).where(eq(table.org_id, demoOrgId)))[0]?.value
    const low = await t.db
      .select({ value: count() })
      .from(inventory)
      .where(and(eq(inventory.org_id, demoOrgId), sql`${inventory.on_hand} - ${inventory.reserved} <= ${inventory.reorder_level}`))
    const live = await t.db
      .select({ value: count() })
      .from(promoCodes)
      .where(and(eq(promoCodes.org_id, demoOrgId), eq(promoCodes.is_active, true), sql`${promoCodes.starts_at} <= now() and ${promoCodes.ends_at} > now()`))
    const owner = await vendorStats(t.db, demoOrgId, pathsForRole('owner'), areaTiles)
    const value = (key: string) => owner.counts.find((item) => item.key === key)?.value
    expect(value('brands')).toBe(await orgCount(brands))
    expect(value('product_templates')).toBe(await orgCount(productTemplates))
    expect(value('product_variants')).toBe(await orgCount(productVariants))
    expect(value('low_stock')).toBe(low[0]?.value)
    expect(value('active_promo_codes')).toBe(live[0]?.value)
    const added = owner.series.find((item) => item.key === 'variants_added')
    expect(added?.points).toHaveLength(30)
    expect(added?.points.reduce((sum, point) => sum + point.value, 0)).toBeGreaterThan(0)

    const marketing = await vendorStats(t.db, demoOrgId, pathsForRole('marketing'), areaTiles)
    expect(marketing.counts.map((item) => item.key)).toEqual(['team_members', 'active_sessions', 'brands', 'active_promo_codes', 'feed_posts'])
    expect(marketing.series.map((item) => item.key)).toEqual(['sign_ins'])
    const finance = await vendorStats(t.db, demoOrgId, pathsForRole('finance'), areaTiles)
    expect(finance.counts.map((item) => item.key)).toEqual(['team_members', 'active_sessions', 'wallet_balance', 'month_credits', 'month_debits'])
  })
})

describe('vendor-stats right after a write (the figures are cached per organisation)', () => {
  const tiles = async (token: string) => {
    const res = await t.get('/api/dashboard/vendor-stats', { token })
    expect(res.status).toBe(200)
    const { data } = v.parse(vendorStatsResponse, res.body)
    const count = (key: string) => data.counts.find((item) => item.key === key)?.value
    const today = (key: string) => data.series.find((item) => item.key === key)?.points.at(-1)?.value
    return { count, today }
  }

  it('counts a promo code the moment it is created, and drops it the moment it is switched off', async () => {
    const owner = await t.signIn('owner@kesar.example', 'Kesar@2026')
    const before = (await tiles(owner)).count('active_promo_codes') ?? 0
    // The same figures again inside the cache's lifetime.
    expect((await tiles(owner)).count('active_promo_codes')).toBe(before)
    const { brandId } = await idsOf(t.db, demoOrgId)
    const created = await t.post('/api/promocode/create', promoBody(brandId, { code: 'CACHECHECK1' }), { token: owner })
    expect(created.status).toBe(201)
    expect((await tiles(owner)).count('active_promo_codes')).toBe(before + 1)
    const id = v.parse(promoCodeDetailResponse, created.body).data.promo_code_id
    expect((await t.put(`/api/promocode/toggle_status/${id}`, { is_active: false }, { token: owner })).status).toBe(200)
    expect((await tiles(owner)).count('active_promo_codes')).toBe(before)
  })

  it("counts a new variant, its low stock and today's point of the series at once", async () => {
    const owner = await t.signIn('owner@kesar.example', 'Kesar@2026')
    const before = await tiles(owner)
    const { templateId } = await idsOf(t.db, demoOrgId)
    const created = await t.post(
      '/api/add_products/create_product_variant',
      {
        template_id: templateId,
        sku: 'CACHE-0001',
        name: 'Cache Kurta',
        attributes: {},
        mrp_paise: 100_000,
        price_paise: 90_000,
        barcode: null,
        initial_stock_hyd: 0,
        initial_stock_delhi: 50,
      },
      { token: owner },
    )
    expect(created.status).toBe(201)
    const after = await tiles(owner)
    expect(after.count('product_variants')).toBe((before.count('product_variants') ?? 0) + 1)
    // Nothing on hand in Hyderabad is at or under the reorder level: one more low-stock row.
    expect(after.count('low_stock')).toBe((before.count('low_stock') ?? 0) + 1)
    expect(after.today('variants_added')).toBe((before.today('variants_added') ?? 0) + 1)
  })

  it('counts a sign-in and a sign-out at once', async () => {
    const owner = await t.signIn('owner@kesar.example', 'Kesar@2026')
    const before = (await tiles(owner)).count('active_sessions') ?? 0
    const other = await t.signIn('support@kesar.example', 'Kesar@2026')
    expect((await tiles(owner)).count('active_sessions')).toBe(before + 1)
    expect((await t.post('/api/accounts/logout', {}, { token: other })).status).toBe(200)
    expect((await tiles(owner)).count('active_sessions')).toBe(before)
  })

  it('runs one query for concurrent callers, again after a change, and again after a failure', async () => {
    let loads = 0
    const load = async () => {
      loads += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return loads
    }
    const orgId = 'single-flight-test'
    const first = await Promise.all(Array.from({ length: 10 }, () => cachedOrgStats(t.db, orgId, load)))
    expect(first).toEqual(Array.from({ length: 10 }, () => 1))
    expect(await cachedOrgStats(t.db, orgId, load)).toBe(1)
    statsChanged(t.db, orgId)
    expect(await cachedOrgStats(t.db, orgId, load)).toBe(2)
    // An expired entry is loaded again.
    expect(await cachedOrgStats(t.db, 'short-lived', load, 0)).toBe(3)
    expect(await cachedOrgStats(t.db, 'short-lived', load, 0)).toBe(4)
    // A failure is shared by its callers but not remembered.
    const failing = () => Promise.reject(new Error('database went away'))
    await expect(cachedOrgStats(t.db, 'failing', failing)).rejects.toThrow('database went away')
    expect(await cachedOrgStats(t.db, 'failing', load)).toBe(5)
  })
})
