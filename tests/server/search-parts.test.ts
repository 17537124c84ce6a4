import { and, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productVariants } from '../../server/areas/catalogue/schema'
import { complaints } from '../../server/areas/complaints/schema'
import { searchResponse } from '../../src/contract/search'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

// Issue 31, item 6: the palette finds a record by any contiguous part of its SKU, code or ticket number, digits-only
// parts too ("000086-6" of KSR-000086-6-IVR was taken for a phone number and found nothing).
let t: TestContext
let owner: string
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
})
afterAll(async () => {
  await t.close()
})

const search = async (q: string) => v.parse(searchResponse, (await t.get(`/api/search?q=${encodeURIComponent(q)}&limit=20`, { token: owner })).body).data

describe('GET /api/search by part of a code', () => {
  it('finds a variant by any part of its SKU, digits and dashes included', async () => {
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.org_id, demoOrgId)).limit(200)
    const variant = variants.find((row) => /\d{6}-\d/.test(row.sku))
    if (!variant) throw new Error(`no seeded SKU with a long number: ${variants[0]?.sku}`)
    const digits = /\d{6}-\d/.exec(variant.sku)?.[0] ?? ''
    const tail = variant.sku.slice(-5)
    for (const part of [digits, tail, variant.sku.slice(1, -1).toLowerCase()]) {
      const hits = await search(part)
      expect({ part, found: hits.some((hit) => hit.type === 'variant' && hit.id === variant.id) }).toEqual({ part, found: true })
    }
  })

  it('finds a ticket by any part of its number', async () => {
    const [ticket] = await t.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.org_id, demoOrgId)))
      .orderBy(desc(complaints.ticket_seq))
      .limit(1)
    if (!ticket) throw new Error('no ticket')
    const number = `CMP-${String(ticket.ticket_seq).padStart(6, '0')}`
    for (const part of [number.slice(2), number.slice(4, 9), `p-${number.slice(4, 8)}`]) {
      const hits = await search(part)
      expect({ part, found: hits.some((hit) => hit.type === 'complaint' && hit.id === ticket.id) }).toEqual({ part, found: true })
    }
  })
})
