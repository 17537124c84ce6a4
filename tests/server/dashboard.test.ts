import * as v from 'valibot'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendorStatsResponse } from '../../src/contract/dashboard'
import { pathsForRole } from '../../src/contract/permissions'
import { demoOrgId } from '../../server/db/demo'
import { brands, inventory, productTemplates, productVariants, promoCodes, users } from '../../server/db/schema'
import { vendorStats } from '../../server/services/dashboard'
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
  it('401 without a token', async () => {
    expect((await t.get('/api/dashboard/vendor-stats')).status).toBe(401)
  })

  it('matches the contract: counts plus a zero-filled 30-day sign-in series', async () => {
    const token = await t.signIn('owner@kesar.example', 'Kesar@2026')
    await t.signIn('manager@kesar.example', 'Kesar@2026')
    const res = await t.get('/api/dashboard/vendor-stats', { token })
    expect(res.status).toBe(200)
    const { data } = v.parse(vendorStatsResponse, res.body)

    expect(data.counts.slice(0, 2)).toEqual([
      { key: 'team_members', label: 'Team members', value: 8, path: '/accounts' },
      { key: 'active_sessions', label: 'Active sign-ins', value: 2, path: null },
    ])
    expect(data.counts.map((item) => item.key).slice(2)).toEqual(['brands', 'product_templates', 'product_variants', 'low_stock', 'active_promo_codes'])
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
    const full = await vendorStats(t.db, orgId, ['/dashboard', '/accounts'])
    const narrow = await vendorStats(t.db, orgId, ['/dashboard'])
    expect(full.counts.map((item) => item.key)).toEqual(['team_members', 'active_sessions'])
    expect(narrow.counts.map((item) => item.key)).toEqual(['active_sessions'])
    expect(narrow.series.map((item) => item.key)).toEqual(['sign_ins'])
  })

  it('counts the catalogue and promo codes, each tile only for roles that open its area', async () => {
    const orgCount = async (table: typeof brands | typeof productTemplates | typeof productVariants) =>
      (await t.db.select({ value: count() }).from(table).where(eq(table.orgId, demoOrgId)))[0]?.value
    const low = await t.db.select({ value: count() }).from(inventory).where(and(eq(inventory.orgId, demoOrgId), sql`${inventory.onHand} - ${inventory.reserved} <= ${inventory.reorderLevel}`))
    const live = await t.db
      .select({ value: count() })
      .from(promoCodes)
      .where(and(eq(promoCodes.orgId, demoOrgId), eq(promoCodes.isActive, true), sql`${promoCodes.startsAt} <= now() and ${promoCodes.endsAt} > now()`))
    const owner = await vendorStats(t.db, demoOrgId, pathsForRole('owner'))
    const value = (key: string) => owner.counts.find((item) => item.key === key)?.value
    expect(value('brands')).toBe(await orgCount(brands))
    expect(value('product_templates')).toBe(await orgCount(productTemplates))
    expect(value('product_variants')).toBe(await orgCount(productVariants))
    expect(value('low_stock')).toBe(low[0]?.value)
    expect(value('active_promo_codes')).toBe(live[0]?.value)
    const added = owner.series.find((item) => item.key === 'variants_added')
    expect(added?.points).toHaveLength(30)
    expect(added?.points.reduce((sum, point) => sum + point.value, 0)).toBeGreaterThan(0)

    const marketing = await vendorStats(t.db, demoOrgId, pathsForRole('marketing'))
    expect(marketing.counts.map((item) => item.key)).toEqual(['team_members', 'active_sessions', 'brands', 'active_promo_codes'])
    expect(marketing.series.map((item) => item.key)).toEqual(['sign_ins'])
    const finance = await vendorStats(t.db, demoOrgId, pathsForRole('finance'))
    expect(finance.counts.map((item) => item.key)).toEqual(['team_members', 'active_sessions'])
  })
})
