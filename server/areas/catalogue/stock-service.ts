import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { adjustBody, countBody, reorderBody, reverseBody, StockLevel, StockMovement, transferBody } from '../../../src/contract/catalogue/stock'
import { inventoryLabels } from '../../../src/contract/catalogue/list'
import { recordChange } from '../../kit/history'
import type { Db, Tx } from '../../db/client'
import type { KeyedCreate } from '../../kit/idempotency'
import { fail, isUniqueViolation, Refusal, unlessRefused } from '../../kit/result'
import type { Outcome } from '../../kit/result'
import { statsChanged } from '../../kit/stats-cache'
import { inventory, productVariants, stockLocations, stockMovements as mv } from './schema'
import { readMovements } from './stock-reads'
import { transferLines, writeCounts, writeMovements } from './stock-writes'
import type { MovementLine } from './stock-writes'
import {
  chooseLocation,
  chooseVariant,
  locationInactive,
  movementIsReversal,
  movementNotFound,
  movementReversedAlready,
  reversalNote,
} from '../../../src/paraglide/m/stock'

// Adjust, transfer and reverse (docs/areas/catalogue.md#locations-and-stock-movements), each one transaction.

export type MovementsWritten = { movements: StockMovement[]; levels: StockLevel[] }
type Done = Outcome<{ data: MovementsWritten }>

async function written(db: Db, orgId: string, work: (tx: Tx) => Promise<MovementsWritten>): Promise<Done> {
  const result = await unlessRefused(async () => ({ ok: true as const, data: await db.transaction(work) }))
  if (result.ok) await statsChanged(db, orgId)
  return result
}

/** One adjustment; `key` (the Idempotency-Key) is claimed and kept in its transaction. */
export const adjustStock = (db: Db, orgId: string, input: v.InferOutput<typeof adjustBody>, key?: KeyedCreate) =>
  written(db, orgId, async (tx) => {
    await key?.claim(tx)
    const { ids, levels } = await writeMovements(tx, orgId, [input])
    const data = { movements: await readMovements(tx, orgId, ids), levels }
    await key?.keep(tx, data)
    return data
  })

/**
 * A count sheet of one location posted: each line's difference from on hand (read under lock) becomes one 'counted'
 * movement, none where they agree; every variant and the location must be the organisation's (an active location),
 * even those whose count agrees. `key` (the Idempotency-Key) is claimed and kept in its transaction.
 */
export const countStock = (db: Db, orgId: string, input: v.InferOutput<typeof countBody>, key?: KeyedCreate) =>
  written(db, orgId, async (tx) => {
    await key?.claim(tx)
    const variantIds = input.lines.map((line) => line.variant_id)
    const known = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.org_id, orgId), inArray(productVariants.id, variantIds)))
    if (known.length !== variantIds.length) throw new Refusal(fail(400, chooseVariant(), { errors: { lines: [chooseVariant()] } }))
    const [place] = await tx
      .select({ name: stockLocations.name, is_active: stockLocations.is_active })
      .from(stockLocations)
      .where(and(eq(stockLocations.org_id, orgId), eq(stockLocations.id, input.location_id)))
    if (!place) throw new Refusal(fail(400, chooseLocation(), { errors: { location_id: [chooseLocation()] } }))
    if (!place.is_active) {
      const message = locationInactive({ name: place.name })
      throw new Refusal(fail(422, message, { errors: { location_id: [message] } }))
    }
    const counts = input.lines.map((line) => ({ variant_id: line.variant_id, location_id: input.location_id, on_hand: line.counted, note: input.note }))
    const { ids, levels } = await writeCounts(tx, orgId, counts)
    const data = { movements: await readMovements(tx, orgId, ids), levels }
    await key?.keep(tx, data)
    return data
  })

/** An instant transfer: every line out of one location and into the other in one transaction. */
export const transferStock = (db: Db, orgId: string, input: v.InferOutput<typeof transferBody>) =>
  written(db, orgId, async (tx) => {
    const { ids, levels } = await writeMovements(tx, orgId, transferLines(input.from_location_id, input.to_location_id, input.lines, input.note))
    return { movements: await readMovements(tx, orgId, ids), levels }
  })

/**
 * Reverses movements: each gets its opposite ('correction', `reverses_id` pointing at it), a transfer's other side
 * with it. A reversal, or a movement already reversed, refuses the whole call; so does stock that has since left.
 */
export async function reverseMovements(db: Db, orgId: string, { ids, note }: v.InferOutput<typeof reverseBody>): Promise<Done> {
  try {
    return await written(db, orgId, async (tx) => {
      const chosen = await tx
        .select({ id: mv.id, transfer_id: mv.transfer_id })
        .from(mv)
        .where(and(eq(mv.org_id, orgId), inArray(mv.id, ids)))
      if (chosen.length !== new Set(ids).size) throw new Refusal(fail(404, movementNotFound()))
      const transfers = chosen.flatMap((row) => (row.transfer_id ? [row.transfer_id] : []))
      const originals = await tx
        .select()
        .from(mv)
        .where(and(eq(mv.org_id, orgId), transfers.length ? or(inArray(mv.id, ids), inArray(mv.transfer_id, transfers)) : inArray(mv.id, ids)))
        .orderBy(asc(mv.id))
        .for('update')
      if (originals.some((row) => row.reverses_id)) throw new Refusal(fail(422, movementIsReversal()))
      const reversed = await tx
        .select({ id: mv.id })
        .from(mv)
        .where(
          inArray(
            mv.reverses_id,
            originals.map((row) => row.id),
          ),
        )
      if (reversed.length) throw new Refusal(fail(409, movementReversedAlready()))
      const text = note || reversalNote()
      const newTransfer = new Map(transfers.map((id) => [id, randomUUID()]))
      const lines: MovementLine[] = originals.map((row) => ({
        variant_id: row.variant_id,
        location_id: row.location_id,
        quantity: -row.quantity,
        reason: 'correction',
        note: text,
        transfer_id: row.transfer_id ? newTransfer.get(row.transfer_id) : null,
        reverses_id: row.id,
      }))
      const { ids: made, levels } = await writeMovements(tx, orgId, lines, { activeOnly: false })
      return { movements: await readMovements(tx, orgId, made), levels }
    })
  } catch (error) {
    // Two reversals of one movement at once: the second meets the unique reversal.
    if (isUniqueViolation(error)) return fail(409, movementReversedAlready())
    throw error
  }
}

/**
 * Sets one variant's reorder level in one location (its stock row made at 0 when there is none yet), with a history
 * entry; the Low stock filter and the dashboard tile read it.
 */
export async function setReorderLevel(db: Db, orgId: string, input: v.InferOutput<typeof reorderBody>): Promise<Outcome<{ data: StockLevel }>> {
  return unlessRefused(async () => {
    const data = await db.transaction(async (tx) => {
      const [variant] = await tx
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(and(eq(productVariants.org_id, orgId), eq(productVariants.id, input.variant_id)))
      const [place] = await tx
        .select({ name: stockLocations.name, city: stockLocations.city })
        .from(stockLocations)
        .where(and(eq(stockLocations.org_id, orgId), eq(stockLocations.id, input.location_id)))
      if (!variant) throw new Refusal(fail(400, chooseVariant(), { errors: { variant_id: [chooseVariant()] } }))
      if (!place) throw new Refusal(fail(400, chooseLocation(), { errors: { location_id: [chooseLocation()] } }))
      const key = and(eq(inventory.org_id, orgId), eq(inventory.variant_id, input.variant_id), eq(inventory.location_id, input.location_id))
      await tx
        .insert(inventory)
        .values({ org_id: orgId, variant_id: input.variant_id, location_id: input.location_id, location: place.city })
        .onConflictDoNothing({ target: [inventory.variant_id, inventory.location_id] })
      const [was] = await tx.select({ reorder_level: inventory.reorder_level }).from(inventory).where(key).for('update')
      const [row] = await tx
        .update(inventory)
        .set({ reorder_level: input.reorder_level, updated_at: sql`now()` })
        .where(key)
        .returning({ on_hand: inventory.on_hand, reserved: inventory.reserved, reorder_level: inventory.reorder_level })
      if (was && was.reorder_level !== input.reorder_level) {
        const label = `${inventoryLabels.reorder_level} (${place.name})`
        await recordChange(tx, orgId, {
          type: 'inventory',
          id: input.variant_id,
          label: `${variant.sku} (${place.name})`,
          action: 'updated',
          changes: [{ field: 'reorder_level', label, before: was.reorder_level, after: input.reorder_level }],
        })
      }
      return { variant_id: input.variant_id, location_id: input.location_id, location_name: place.name, ...row! }
    })
    await statsChanged(db, orgId)
    return { ok: true as const, data }
  })
}
