import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inventory, stockLocations, stockMovements } from '../../server/areas/catalogue/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import { placesAndVariants } from './stock-ledger'
import type { TestContext } from './helpers'

// The Count stock screen's post (docs/areas/catalogue.md#locations-and-stock-movements): POST /api/stock/count writes
// one 'counted' movement per line whose count differs from on hand, in one transaction, and nothing else.

let t: TestContext
let owner: string
let place: string
let variants: string[]
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  const seeded = await placesAndVariants(t.db, demoOrgId, 3)
  place = seeded.places.find((row) => row.is_active)!.id
  variants = seeded.variants
})
afterAll(async () => {
  await t.close()
})

const onHand = async (variantId: string) =>
  (
    await t.db
      .select({ on_hand: inventory.on_hand })
      .from(inventory)
      .where(and(eq(inventory.variant_id, variantId), eq(inventory.location_id, place)))
  )[0]?.on_hand ?? 0
const movementsOf = (ids: readonly string[]) =>
  t.db
    .select({ variant_id: stockMovements.variant_id, quantity: stockMovements.quantity, reason: stockMovements.reason, note: stockMovements.note })
    .from(stockMovements)
    .where(inArray(stockMovements.variant_id, [...ids]))
const post = (body: unknown, key?: string) => t.post('/api/stock/count', body, { token: owner, headers: key ? { 'Idempotency-Key': key } : undefined })

describe('POST /api/stock/count', () => {
  it("writes one 'counted' movement per line that differs, none for a line that agrees, and a retry writes nothing more", async () => {
    const [up, down, same] = variants as [string, string, string]
    const before = { up: await onHand(up), down: await onHand(down), same: await onHand(same) }
    expect(before.down).toBeGreaterThan(0)
    const movements = (await movementsOf(variants)).length
    const body = {
      location_id: place,
      lines: [
        { variant_id: up, counted: before.up + 3 },
        { variant_id: down, counted: before.down - 1 },
        { variant_id: same, counted: before.same },
      ],
      note: 'Shelf count',
    }
    const res = await post(body, 'count-once')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: true, message: 'Count posted' })
    const data = res.body.data as { movements: { variant_id: string; quantity: number; reason: string }[] }
    expect(data.movements.map(({ variant_id, quantity, reason }) => ({ variant_id, quantity, reason }))).toEqual(
      expect.arrayContaining([
        { variant_id: up, quantity: 3, reason: 'counted' },
        { variant_id: down, quantity: -1, reason: 'counted' },
      ]),
    )
    expect(data.movements).toHaveLength(2)
    expect({ up: await onHand(up), down: await onHand(down), same: await onHand(same) }).toEqual({
      up: before.up + 3,
      down: before.down - 1,
      same: before.same,
    })
    const written = await movementsOf(variants)
    expect(written).toHaveLength(movements + 2)
    expect(written.filter((row) => row.variant_id === same && row.note === 'Shelf count')).toEqual([])
    const history = await t.db
      .select({ id: historyEntries.record_id })
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.record_type, 'inventory'), eq(historyEntries.action, 'adjusted')))
    expect(history.filter((row) => row.id === up)).not.toHaveLength(0)

    const retry = await post(body, 'count-once')
    expect(retry.status).toBe(201)
    expect(retry.body).toEqual(res.body)
    expect(await movementsOf(variants)).toHaveLength(movements + 2)
    expect(await onHand(up)).toBe(before.up + 3)
  })

  it('refuses bad input with a message under its field, and writes nothing', async () => {
    const movements = (await movementsOf(variants)).length
    const line = { variant_id: variants[0], counted: 1 }
    const cases: [unknown, string][] = [
      [{ location_id: place, lines: [] }, 'lines'],
      [{ location_id: place, lines: [{ ...line, counted: -1 }] }, 'lines.0.counted'],
      [{ location_id: place, lines: [{ ...line, counted: 1.5 }] }, 'lines.0.counted'],
      [{ location_id: place, lines: [line, line] }, 'lines'],
      [{ location_id: 'nowhere', lines: [line] }, 'location_id'],
      [{ location_id: place, lines: [{ ...line, variant_id: 'x' }] }, 'lines.0.variant_id'],
    ]
    for (const [body, field] of cases) {
      const res = await post(body)
      expect({ field, status: res.status }).toEqual({ field, status: 400 })
      expect(res.body).toMatchObject({ status: false, errors: { [field]: [expect.any(String)] } })
    }
    expect(await movementsOf(variants)).toHaveLength(movements)
  })

  it("refuses another organisation's variant, even one counted at what it holds, and another organisation's location", async () => {
    const lotus = await idsOf(t.db, lotusOrgId)
    const movements = (await movementsOf([...variants, lotus.variantId])).length
    const theirs = await post({
      location_id: place,
      lines: [
        { variant_id: variants[0], counted: (await onHand(variants[0]!)) + 1 },
        { variant_id: lotus.variantId, counted: 0 },
      ],
    })
    expect(theirs.status).toBe(400)
    expect(theirs.body).toMatchObject({ status: false, message: 'Choose a variant.' })
    const [lotusPlace] = await t.db.select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.org_id, lotusOrgId))
    const away = await post({ location_id: lotusPlace!.id, lines: [{ variant_id: variants[0], counted: 5 }] })
    expect(away.status).toBe(400)
    expect(away.body).toMatchObject({ status: false, message: 'Choose a location.' })
    expect(await movementsOf([...variants, lotus.variantId])).toHaveLength(movements)
  })
})
