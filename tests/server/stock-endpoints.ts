import { and, asc, eq } from 'drizzle-orm'
import { inventory, productVariants, stockLocations, stockMovements } from '../../server/areas/catalogue/schema'
import { adjustStock } from '../../server/areas/catalogue/stock-service'
import { locationSavedResponse, movementsSavedResponse } from '../../src/contract/catalogue/stock'
import { get, valueOf, versionOf } from './endpoint-kit'
import type { CallContext, Endpoint } from './endpoint-kit'

/**
 * Stock's rows of the shared-rules table (tests/server/endpoints.ts): locations and movements, all under /inventory.
 * Edits and status changes go to a location of the rows' own ('Shared-rules van', made on first use), so the
 * warehouses the other rows move stock in stay active; in another organisation they name a location of theirs.
 */
const area = ['/inventory'] as const

async function orgOf({ t, ids }: CallContext) {
  const [variant] = await t.db.select({ orgId: productVariants.org_id }).from(productVariants).where(eq(productVariants.id, ids.variantId))
  if (!variant) throw new Error('the rows need a seeded variant')
  return variant.orgId
}

async function warehouses(context: CallContext) {
  const orgId = await orgOf(context)
  const rows = await context.t.db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(and(eq(stockLocations.org_id, orgId), eq(stockLocations.kind, 'warehouse')))
    .orderBy(asc(stockLocations.created_at), asc(stockLocations.id))
  if (rows.length < 2) throw new Error('the rows need two seeded warehouses')
  return { orgId, from: rows[0]!.id, to: rows[1]!.id }
}

async function van(context: CallContext) {
  const orgId = await orgOf(context)
  const name = 'Shared-rules van'
  const [own] = await context.t.db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(and(eq(stockLocations.org_id, orgId), eq(stockLocations.name, name)))
  if (own) return own.id
  const [made] = await context.t.db.insert(stockLocations).values({ org_id: orgId, name, kind: 'van', city: 'hyd' }).returning({ id: stockLocations.id })
  return made!.id
}

/** A movement just made in the organisation's first warehouse (the bulk reverse's row). */
export async function freshMovement(context: CallContext) {
  const { orgId, from } = await warehouses(context)
  const made = await adjustStock(context.t.db, orgId, { variant_id: context.ids.variantId, location_id: from, quantity: 1, reason: 'received', note: '' })
  if (!made.ok) throw new Error(made.message)
  return made.data.movements[0]!.id
}

export const endpoints: Record<string, Endpoint> = {
  'GET /api/stock/locations': { kind: 'list', areas: area, call: () => get('/api/stock/locations') },
  'GET /api/stock/locations/{id}': { kind: 'detail', areas: area, call: async (context) => get(`/api/stock/locations/${await van(context)}`) },
  'POST /api/stock/locations': {
    kind: 'create',
    history: { type: 'stock_location', action: 'created' },
    areas: area,
    table: stockLocations,
    saved: locationSavedResponse,
    call: ({ unique }) => ({ method: 'POST', path: '/api/stock/locations', body: { name: `Shared-rules store ${unique}`, kind: 'store', city: 'delhi' } }),
  },
  'PUT /api/stock/locations/{id}': {
    kind: 'update',
    history: { type: 'stock_location', action: 'updated' },
    areas: area,
    saved: locationSavedResponse,
    call: async (context) => {
      const id = await van(context)
      const updated_at = await versionOf(context, stockLocations, id)
      return {
        method: 'PUT',
        path: `/api/stock/locations/${id}`,
        body: { name: 'Shared-rules van', kind: 'van', city: 'hyd', address: `Bay ${context.unique}`, updated_at },
      }
    },
  },
  'PUT /api/stock/location_status': {
    kind: 'status',
    history: { type: 'stock_location', action: 'status' },
    areas: area,
    saved: locationSavedResponse,
    call: async (context) => {
      const id = await van(context)
      const active = await valueOf<boolean>(context, stockLocations, stockLocations.is_active, id)
      return { method: 'PUT', path: '/api/stock/location_status', body: { id, is_active: !active } }
    },
  },
  'GET /api/stock/movements': { kind: 'list', areas: area, call: () => get('/api/stock/movements?reason=received') },
  'GET /api/stock/variants/{id}': { kind: 'detail', areas: area, call: ({ ids }) => get(`/api/stock/variants/${ids.variantId}`) },
  'POST /api/stock/adjust': {
    kind: 'create',
    history: { type: 'inventory', action: 'adjusted' },
    areas: area,
    table: stockMovements,
    saved: movementsSavedResponse,
    invalid: { quantity: 0 },
    call: async (context) => {
      const { from } = await warehouses(context)
      return {
        method: 'POST',
        path: '/api/stock/adjust',
        body: { variant_id: context.ids.variantId, location_id: from, quantity: 1, reason: 'received', note: context.unique },
      }
    },
  },
  // Counted one more than is on hand, so each call writes exactly one 'counted' movement.
  'POST /api/stock/count': {
    kind: 'create',
    history: { type: 'inventory', action: 'adjusted' },
    areas: area,
    table: stockMovements,
    saved: movementsSavedResponse,
    invalid: { lines: [] },
    call: async (context) => {
      const { orgId, from } = await warehouses(context)
      const [row] = await context.t.db
        .select({ on_hand: inventory.on_hand })
        .from(inventory)
        .where(and(eq(inventory.org_id, orgId), eq(inventory.variant_id, context.ids.variantId), eq(inventory.location_id, from)))
      return {
        method: 'POST',
        path: '/api/stock/count',
        body: { location_id: from, lines: [{ variant_id: context.ids.variantId, counted: (row?.on_hand ?? 0) + 1 }], note: context.unique },
      }
    },
  },
  // A transfer and a reversal answer 200 with what they wrote: rows of the 'read' kind get the 401 and 403 rules
  // (tests/server/stock.test.ts covers another organisation's ids, refusals and the history they leave).
  'POST /api/stock/transfer': {
    kind: 'read',
    areas: area,
    call: async (context) => {
      const { orgId, from, to } = await warehouses(context)
      // One unit arrives first, so every call has one to send whatever the seed left there.
      await adjustStock(context.t.db, orgId, { variant_id: context.ids.variantId, location_id: from, quantity: 1, reason: 'received', note: '' })
      return {
        method: 'POST',
        path: '/api/stock/transfer',
        body: { from_location_id: from, to_location_id: to, lines: [{ variant_id: context.ids.variantId, quantity: 1 }] },
      }
    },
  },
  'POST /api/stock/reverse': {
    kind: 'read',
    areas: area,
    call: async (context) => {
      const { orgId, from } = await warehouses(context)
      const made = await adjustStock(context.t.db, orgId, { variant_id: context.ids.variantId, location_id: from, quantity: 1, reason: 'received', note: '' })
      if (!made.ok) throw new Error(made.message)
      return { method: 'POST', path: '/api/stock/reverse', body: { ids: made.data.movements.map((row) => row.id) } }
    },
  },
  'PUT /api/stock/reorder': {
    kind: 'read',
    areas: area,
    call: async (context) => {
      const { from } = await warehouses(context)
      return { method: 'PUT', path: '/api/stock/reorder', body: { variant_id: context.ids.variantId, location_id: from, reorder_level: 12 } }
    },
  },
  // Not paged: everyone who moved stock, for the person filter.
  'GET /api/stock/people': { kind: 'read', areas: area, call: () => get('/api/stock/people') },
}
