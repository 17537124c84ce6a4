import fc from 'fast-check'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inventory, stockLocations, stockMovements } from '../../server/areas/catalogue/schema'
import { adjustStock, reverseMovements, transferStock } from '../../server/areas/catalogue/stock-service'
import { addFirstLocation } from '../../server/areas/catalogue/locations'
import { organisations } from '../../server/auth/schema'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import { placesAndVariants, stockLedger } from './stock-ledger'
import type { TestContext } from './helpers'

// Stock in the field (docs/areas/catalogue.md#locations-and-stock-movements): locations, and stock as the sum of its movements.

let t: TestContext
let owner: string
let lotus: OrgIds
let places: { id: string; name: string }[]
let variants: string[]
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  lotus = await idsOf(t.db, lotusOrgId)
  // A third place, a van, so transfers have somewhere besides the two warehouses.
  const van = await t.post('/api/stock/locations', { name: 'Property van', kind: 'van', city: 'hyd' }, { token: owner })
  expect(van.status).toBe(201)
  ;({ places, variants } = await placesAndVariants(t.db, demoOrgId, 3))
})
afterAll(async () => {
  await t.close()
})

const { expectBalanced, skuOf, onHand } = stockLedger(() => t.db)

describe('locations', () => {
  it("Kesar's two cities are two seeded warehouses, each holding that city's stock rows", async () => {
    const seeded = await t.db.select().from(stockLocations).where(eq(stockLocations.org_id, demoOrgId)).orderBy(asc(stockLocations.city))
    expect(seeded.filter((place) => place.kind === 'warehouse').map((place) => [place.name, place.city])).toEqual([
      ['Delhi warehouse', 'delhi'],
      ['Hyderabad warehouse', 'hyd'],
    ])
    const strays = await t.db.execute(
      sql`select count(*)::int as n from ${inventory} join ${stockLocations} on ${stockLocations.id} = ${inventory.location_id} where ${stockLocations.city} <> ${inventory.location} or ${stockLocations.org_id} <> ${inventory.org_id}`,
    )
    expect((strays as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })

  it('a new organisation starts with one warehouse in its city', async () => {
    const [org] = await t.db
      .insert(organisations)
      .values({ name: 'Stock Test Co', city: 'New Delhi', address: 'Connaught Place' })
      .returning({ id: organisations.id })
    await t.db.transaction((tx) => addFirstLocation(tx, org!.id))
    const mine = await t.db.select().from(stockLocations).where(eq(stockLocations.org_id, org!.id))
    expect(mine.map((place) => [place.name, place.kind, place.city])).toEqual([['Main warehouse', 'warehouse', 'delhi']])
  })

  it('lists, refuses a second location of one name (409) and moves the stock rows with a new city', async () => {
    const listed = await t.get('/api/stock/locations?search=property', { token: owner })
    expect(listed.body).toMatchObject({ status: true, data: [{ name: 'Property van', kind: 'van', city: 'hyd', is_active: true }] })
    const twice = await t.post('/api/stock/locations', { name: 'property VAN', kind: 'store', city: 'delhi' }, { token: owner })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ errors: { name: ['A location with this name already exists.'] } })
    const van = places.find((place) => place.name === 'Property van')!
    await adjustStock(t.db, demoOrgId, { variant_id: variants[0]!, location_id: van.id, quantity: 2, reason: 'received', note: '' })
    const current = (await t.get(`/api/stock/locations/${van.id}`, { token: owner })).body.data as { updated_at: string }
    const moved = await t.put(
      `/api/stock/locations/${van.id}`,
      { name: 'Property van', kind: 'van', city: 'delhi', updated_at: current.updated_at },
      { token: owner },
    )
    expect(moved.status).toBe(200)
    const rows = await t.db.select({ location: inventory.location }).from(inventory).where(eq(inventory.location_id, van.id))
    expect(rows.map((row) => row.location)).toEqual(['delhi'])
  })
})

describe('movements', () => {
  it('an adjustment moves on hand and is listed, newest first, with its person and reason', async () => {
    const [variant] = variants
    const [place] = places
    const before = await onHand(variant!, place!.id)
    const res = await t.post(
      '/api/stock/adjust',
      { variant_id: variant, location_id: place!.id, quantity: 7, reason: 'received', note: 'Lorry 12' },
      { token: owner },
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: true, message: 'Stock adjusted', data: { levels: [{ on_hand: before + 7 }] } })
    const list = await t.get(`/api/stock/movements?variant_id=${variant}&location_id=${place!.id}`, { token: owner })
    expect((list.body.data as unknown[])[0]).toMatchObject({
      quantity: 7,
      reason: 'received',
      note: 'Lorry 12',
      actor_name: expect.stringMatching(/\w/),
      reversed: false,
    })
    await expectBalanced(variants)
  })

  it('refuses to take more than is on hand (422), and leaves nothing behind', async () => {
    const [variant] = variants
    const [place] = places
    const before = await onHand(variant!, place!.id)
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(stockMovements)
          .where(eq(stockMovements.variant_id, variant!))
      )[0]?.n
    const movements = await count()
    const res = await t.post('/api/stock/adjust', { variant_id: variant, location_id: place!.id, quantity: -(before + 1), reason: 'lost' }, { token: owner })
    expect(res.status).toBe(422)
    expect(res.body.message).toMatch(/^Not enough stock of /)
    expect(await onHand(variant!, place!.id)).toBe(before)
    expect(await count()).toBe(movements)
  })

  it('the database refuses negative stock even when asked directly', async () => {
    await expect(t.db.update(inventory).set({ on_hand: -1, reserved: 0 }).where(eq(inventory.variant_id, variants[0]!))).rejects.toThrow()
  })

  it("another organisation's variant or location is refused (400), and a reversal is reversed only once", async () => {
    const [variant] = variants
    const [from, to] = places
    const theirs = await t.post('/api/stock/adjust', { variant_id: lotus.variantId, location_id: from!.id, quantity: 1, reason: 'received' }, { token: owner })
    expect(theirs.status).toBe(400)
    const [lotusPlace] = await t.db.select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.org_id, lotusOrgId))
    const away = await t.post(
      '/api/stock/transfer',
      { from_location_id: from!.id, to_location_id: lotusPlace!.id, lines: [{ variant_id: variant, quantity: 1 }] },
      { token: owner },
    )
    expect(away.status).toBe(400)
    await adjustStock(t.db, demoOrgId, { variant_id: variant!, location_id: from!.id, quantity: 3, reason: 'received', note: '' })
    const moved = await t.post(
      '/api/stock/transfer',
      { from_location_id: from!.id, to_location_id: to!.id, lines: [{ variant_id: variant, quantity: 2 }] },
      { token: owner },
    )
    expect(moved.status).toBe(200)
    const ids = (moved.body.data as { movements: { id: string; reason: string }[] }).movements
    expect(ids.map((row) => row.reason).sort()).toEqual(['transferred_in', 'transferred_out'])
    // Reversing one side reverses the transfer whole.
    const back = await t.post('/api/stock/reverse', { ids: [ids[0]!.id] }, { token: owner })
    expect(back.status).toBe(200)
    expect((back.body.data as { movements: unknown[] }).movements).toHaveLength(2)
    expect((await t.post('/api/stock/reverse', { ids: [ids[1]!.id] }, { token: owner })).status).toBe(409)
    const lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
    expect((await t.post('/api/stock/reverse', { ids: [ids[0]!.id] }, { token: lotusOwner })).status).toBe(404)
    await expectBalanced(variants)
  })
})

describe('reorder levels, people and bulk reverse', () => {
  it('sets a reorder level (the panel and the low-stock filter read it) and refuses a bad one with its field', async () => {
    const [variant] = variants
    const [place] = places
    const bad = await t.put('/api/stock/reorder', { variant_id: variant, location_id: place!.id, reorder_level: -1 }, { token: owner })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errors: { reorder_level: ['Enter a whole number from 0 to 1,000,000.'] } })
    const high = await t.put('/api/stock/reorder', { variant_id: variant, location_id: place!.id, reorder_level: 1_000_000 }, { token: owner })
    expect(high.body).toMatchObject({ status: true, message: 'Reorder level saved', data: { reorder_level: 1_000_000 } })
    const low = await t.get(`/api/add_products/get_inventory?search=${encodeURIComponent((await skuOf(variant!))!)}&low_stock=1`, { token: owner })
    expect((low.body.data as { location_id: string }[]).map((row) => row.location_id)).toContain(place!.id)
    const panel = await t.get(`/api/stock/variants/${variant}`, { token: owner })
    expect((panel.body.data as { levels: { location_id: string; reorder_level: number }[] }).levels.find((row) => row.location_id === place!.id)).toMatchObject(
      {
        reorder_level: 1_000_000,
      },
    )
    const lotus = await t.signIn('owner@lotus.example', 'Lotus@2026')
    expect((await t.put('/api/stock/reorder', { variant_id: variant, location_id: place!.id, reorder_level: 1 }, { token: lotus })).status).toBe(400)
  })

  it('names the people who moved stock, and reverses chosen movements one by one in bulk', async () => {
    expect(((await t.get('/api/stock/people', { token: owner })).body.data as { label: string }[]).length).toBeGreaterThan(0)
    const [variant] = variants
    const [place] = places
    const made = await t.post('/api/stock/adjust', { variant_id: variant, location_id: place!.id, quantity: 4, reason: 'received' }, { token: owner })
    const id = (made.body.data as { movements: { id: string }[] }).movements[0]!.id
    const before = await onHand(variant!, place!.id)
    const res = await t.post('/api/bulk/stock-movements/reverse', { ids: [id, id] }, { token: owner })
    expect(res.status).toBe(200)
    expect(await onHand(variant!, place!.id)).toBe(before - 4)
    const again = await t.post('/api/bulk/stock-movements/reverse', { ids: [id] }, { token: owner })
    expect(JSON.stringify(again.body)).toContain('already')
    await expectBalanced(variants)
  })
})

type Op =
  | { kind: 'adjust'; variant: number; place: number; quantity: number }
  | { kind: 'transfer'; variant: number; from: number; to: number; quantity: number }
  | { kind: 'reverse'; pick: number }
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), variant: fc.nat(2), place: fc.nat(2), quantity: fc.integer({ min: -30, max: 30 }).filter((q) => q !== 0) }),
  fc.record({ kind: fc.constant('transfer' as const), variant: fc.nat(2), from: fc.nat(2), to: fc.nat(2), quantity: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(50) }),
)

describe('on hand is the sum of movements', () => {
  it('under random adjustments, transfers and reversals, refused or not, on hand equals the movements and never goes negative', async () => {
    const made: string[] = []
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const step of ops) {
          if (step.kind === 'adjust') {
            const res = await adjustStock(t.db, demoOrgId, {
              variant_id: variants[step.variant]!,
              location_id: places[step.place]!.id,
              quantity: step.quantity,
              reason: 'correction',
              note: '',
            })
            if (res.ok) made.push(...res.data.movements.map((row) => row.id))
          } else if (step.kind === 'transfer') {
            if (step.from === step.to) continue
            const lines = [{ variant_id: variants[step.variant]!, quantity: step.quantity }]
            const res = await transferStock(t.db, demoOrgId, { from_location_id: places[step.from]!.id, to_location_id: places[step.to]!.id, lines, note: '' })
            if (res.ok) made.push(...res.data.movements.map((row) => row.id))
          } else if (made.length) {
            await reverseMovements(t.db, demoOrgId, { ids: [made[step.pick % made.length]!], note: '' })
          }
        }
        await expectBalanced(variants)
      }),
      { numRuns: 15 },
    )
  })

  it('concurrent transfers out of one location never take more than it holds', async () => {
    const [variant] = variants
    const [from, to, third] = places
    const start = await onHand(variant!, from!.id)
    await adjustStock(t.db, demoOrgId, { variant_id: variant!, location_id: from!.id, quantity: 10, reason: 'received', note: '' })
    const holds = start + 10
    // What may leave: on hand above what is reserved (the seed reserves some of a variant's stock).
    const [{ reserved = 0 } = {}] = await t.db
      .select({ reserved: inventory.reserved })
      .from(inventory)
      .where(and(eq(inventory.variant_id, variant!), eq(inventory.location_id, from!.id)))
    const free = holds - reserved
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        transferStock(t.db, demoOrgId, {
          from_location_id: from!.id,
          to_location_id: index % 2 ? to!.id : third!.id,
          lines: [{ variant_id: variant!, quantity: Math.ceil(holds / 4) }],
          note: '',
        }),
      ),
    )
    const done = results.filter((result) => result.ok).length
    expect(done).toBe(Math.floor(free / Math.ceil(holds / 4)))
    expect(await onHand(variant!, from!.id)).toBe(holds - done * Math.ceil(holds / 4))
    await expectBalanced(variants)
  })
})
