import { and, eq, inArray } from 'drizzle-orm'
import { canOpen, grantedPaths } from '../../../src/contract/permissions'
import { stockLow, stockLowBody } from '../../../src/paraglide/m/inbox'
import { effective } from '../../auth/roles'
import { roles, users } from '../../auth/schema'
import type { Tx } from '../../db/client'
import { notify } from '../inbox'

/** A stock row a write took from at or above its reorder level (available: on hand less reserved) to below it. */
export type Crossing = { variant_id: string; sku: string; location: string; available: number; reorder_level: number }

/** Whether a change of available stock from `was` to `now` crosses the reorder level downwards (once per crossing). */
export const fellBelow = (was: number, now: number, level: number) => was >= level && now < level

/**
 * Stock below reorder level (docs/areas/inbox.md#kinds): the organisation's members whose role opens /inventory are told
 * once per crossing, in the movement's transaction; the notice opens the variant's stock panel. While the row stays
 * low, further movements tell nobody; it tells again only after the row went back up to the level and fell again.
 * The person who moved the stock is told too: the notice is about the stock, not their change.
 */
export async function tellStockLow(tx: Tx, orgId: string, crossings: readonly Crossing[]): Promise<void> {
  if (crossings.length === 0) return
  const held = await tx.select({ key: roles.key, grants: roles.grants }).from(roles).where(eq(roles.orgId, orgId))
  const keys = held.filter((role) => canOpen(grantedPaths(effective(role)), '/inventory')).map((role) => role.key)
  if (keys.length === 0) return
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.role, keys)))
  for (const { variant_id, sku, location, available, reorder_level } of crossings)
    await notify(tx, orgId, {
      kind: 'stock_low',
      to: people.map((person) => person.id),
      record: { type: 'product_variant', id: variant_id },
      link: `/inventory/variants/${variant_id}`,
      text: () => ({ title: stockLow({ sku, location }), body: stockLowBody({ available, level: reorder_level }) }),
    })
}
