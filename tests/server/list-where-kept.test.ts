import { and, count, eq, ilike } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productVariants } from '../../server/areas/catalogue/schema'
import { lotusPassword, lotusOwner } from '../../server/db/demo'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

// server/kit/resource-reads.ts keeps each request's WHERE per list, organisation and filters (issue 36): a WHERE made
// for one organisation or one filter must never answer another's request, however they follow each other.

let t: TestContext
let kesar: string
let lotus: string
const path = '/api/add_products/product_variants'

type Answer = { data: { id: string; sku: string; status: string }[]; pagination: { total: number } }
const list = async (token: string, query: string) => {
  const answer = await t.get(`${path}?${query}`, { token })
  expect(answer.status).toBe(200)
  return answer.body as unknown as Answer
}
const stored = async (orgId: string, status?: 'active' | 'inactive', search?: string) =>
  (
    await t.db
      .select({ value: count() })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.org_id, orgId),
          status ? eq(productVariants.status, status) : undefined,
          search ? ilike(productVariants.name, `%${search}%`) : undefined,
        ),
      )
  )[0]!.value

beforeAll(async () => {
  t = await makeTestContext()
  kesar = await signInAs(t, 'owner')
  lotus = await t.signIn(lotusOwner.email, lotusPassword)
})
afterAll(() => t.close())

describe("a list's kept WHERE", () => {
  it('answers each organisation with its own rows for the same filters, asked in turn', async () => {
    for (let round = 0; round < 2; round++)
      for (const [token, orgId] of [
        [kesar, demoOrgId],
        [lotus, lotusOrgId],
      ] as const) {
        const answer = await list(token, 'status=active&page_size=50')
        expect(answer.pagination.total).toBe(await stored(orgId, 'active'))
        const own = new Set((await t.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.org_id, orgId))).map((row) => row.id))
        for (const row of answer.data) expect(own.has(row.id)).toBe(true)
      }
  })

  it('answers each filter with its own rows, back and forth, on every page', async () => {
    const active = await stored(demoOrgId, 'active')
    const inactive = await stored(demoOrgId, 'inactive')
    expect(active).toBeGreaterThan(0)
    expect(inactive).toBeGreaterThan(0)
    for (const [query, total, status] of [
      ['status=active', active, 'active'],
      ['status=inactive', inactive, 'inactive'],
      ['status=active&page=2', active, 'active'],
      ['status=inactive&ordering=sku', inactive, 'inactive'],
    ] as const) {
      const answer = await list(kesar, query)
      expect(answer.pagination.total).toBe(total)
      for (const row of answer.data) expect(row.status).toBe(status)
    }
    const searched = await list(kesar, 'search=kurta')
    expect(searched.pagination.total).toBe(await stored(demoOrgId, undefined, 'kurta'))
    const other = await list(kesar, 'search=saree')
    expect(other.pagination.total).toBe(await stored(demoOrgId, undefined, 'saree'))
  })
})
