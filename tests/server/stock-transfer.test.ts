import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adjustStock } from '../../server/areas/catalogue/stock-service'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { placesAndVariants, stockLedger } from './stock-ledger'

// A transfer of several lines (docs/areas/catalogue.md#locations-and-stock-movements; the Transfer stock sheet,
// docs/app.md#scanning): all lines or none, and an Idempotency-Key that makes a resend move nothing twice.

let t: TestContext
let owner: string
let places: { id: string; name: string }[]
let variants: string[]
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  const van = await t.post('/api/stock/locations', { name: 'Sheet van', kind: 'van', city: 'hyd' }, { token: owner })
  expect(van.status).toBe(201)
  ;({ places, variants } = await placesAndVariants(t.db, demoOrgId, 2))
})
afterAll(async () => {
  await t.close()
})

const { expectBalanced, skuOf, onHand } = stockLedger(() => t.db)

describe('a transfer of several lines', () => {
  it('moves every line or none, and a resend with the same Idempotency-Key moves nothing twice', async () => {
    const [first, second] = variants
    const [, to, van] = places
    for (const variant of [first!, second!])
      await adjustStock(t.db, demoOrgId, { variant_id: variant, location_id: van!.id, quantity: 5, reason: 'received', note: '' })
    const before = { first: await onHand(first!, van!.id), second: await onHand(second!, van!.id), firstTo: await onHand(first!, to!.id) }

    // One line asks for more than the van holds: nothing moves, and the refusal names that line's variant.
    const short = await t.post(
      '/api/stock/transfer',
      {
        from_location_id: van!.id,
        to_location_id: to!.id,
        lines: [
          { variant_id: first, quantity: 1 },
          { variant_id: second, quantity: before.second + 1 },
        ],
      },
      { token: owner },
    )
    expect(short.status).toBe(422)
    expect(String(short.body.message)).toContain((await skuOf(second!))!)
    expect(await onHand(first!, van!.id)).toBe(before.first)

    const body = {
      from_location_id: van!.id,
      to_location_id: to!.id,
      lines: [
        { variant_id: first, quantity: 2 },
        { variant_id: second, quantity: 3 },
      ],
      note: 'Van back',
    }
    const headers = { 'Idempotency-Key': 'transfer-sheet-1' }
    const sent = await t.post('/api/stock/transfer', body, { token: owner, headers })
    expect(sent.status).toBe(200)
    expect((sent.body.data as { movements: unknown[] }).movements).toHaveLength(4)
    const again = await t.post('/api/stock/transfer', body, { token: owner, headers })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(sent.body.data)
    expect(await onHand(first!, van!.id)).toBe(before.first - 2)
    expect(await onHand(second!, van!.id)).toBe(before.second - 3)
    expect(await onHand(first!, to!.id)).toBe(before.firstTo + 2)
    await expectBalanced(variants)
  })
})
