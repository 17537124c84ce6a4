import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { areaSearch } from '../../server/areas'
import { searchRecords } from '../../server/platform/search/search'
import { pathsForRole } from '../../src/contract/permissions'
import { demoOrgId } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

type Session = { prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown }

/** Every statement one search sends to the database, as SQL text (each query, a select's or a raw one, is prepared once). */
async function statementsOf(role: string, q: string) {
  const session = (t.db as unknown as { session: Session }).session
  const prepare = vi.spyOn(session, 'prepareQuery')
  try {
    const hits = await searchRecords(t.db, demoOrgId, { role, granted: pathsForRole(role) }, { q, limit: 8 }, { finders: areaSearch.finders, remote: [] })
    return { hits, texts: prepare.mock.calls.map(([query]) => query.sql) }
  } finally {
    prepare.mockRestore()
  }
}

describe('the palette search', () => {
  it('asks every area the owner may open in one UNION ALL statement, each scoped to the organisation', async () => {
    const { hits, texts } = await statementsOf('owner', 'ka')
    expect(texts).toHaveLength(1)
    // Subscribers, promo codes, variants, templates, brands, employees, bookings and tours: a ticket number it is not.
    expect(texts[0]?.match(/union all/g)).toHaveLength(7)
    expect(texts[0]?.match(/"org_id" = \$\d+/g)?.length).toBe(8)
    expect(hits.length).toBeGreaterThan(0)
  })

  it('leaves out the areas the role may not open, and sends nothing when none can match', async () => {
    const support = await statementsOf('support', 'ka')
    expect(support.texts).toHaveLength(1)
    // Support opens subscribers, complaints and bookings; the name is no ticket number.
    expect(support.texts[0]?.match(/union all/g)).toHaveLength(1)
    expect(support.texts[0]).not.toContain('"promo_codes"')
    const finance = await statementsOf('finance', 'ka')
    expect(finance.texts).toEqual([])
    expect(finance.hits).toEqual([])
  })
})
