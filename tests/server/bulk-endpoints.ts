import { asc, eq } from 'drizzle-orm'
import { complaints } from '../../server/areas/complaints/schema'
import { freshBooking } from './booking-endpoints'
import type { CallContext, Endpoint } from './endpoint-kit'
import { orgOf } from './subscribers-endpoints'
import { freshMovement } from './stock-endpoints'

/** The organisation's first complaint by ticket number. */
async function firstComplaintId(context: CallContext): Promise<string> {
  const [row] = await context.t.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.org_id, await orgOf(context)))
    .orderBy(asc(complaints.ticket_seq))
    .limit(1)
  return row?.id ?? ''
}

/** The bulk actions' rows of the shared-rules table (tests/server/endpoints.ts): each targets the organisation's seeded row. */
export const endpoints: Record<string, Endpoint> = {
  'POST /api/bulk/promo-codes/activate': {
    kind: 'bulk',
    areas: ['/promo-codes'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/promo-codes/activate', body: { ids: [ids.promoCodeId] } }),
  },
  'POST /api/bulk/variants/activate': {
    kind: 'bulk',
    areas: ['/products/variants'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/variants/activate', body: { ids: [ids.variantId] } }),
  },
  'POST /api/bulk/templates/activate': {
    kind: 'bulk',
    areas: ['/products/templates'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/templates/activate', body: { ids: [ids.templateId] } }),
  },
  'POST /api/bulk/brands/activate': {
    kind: 'bulk',
    areas: ['/brands-list'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/brands/activate', body: { ids: [ids.brandId] } }),
  },
  // A move the ticket may not make fails that row alone; the answer is still one result per request.
  'POST /api/bulk/complaints/status': {
    kind: 'bulk',
    areas: ['/complaints'],
    call: async (context) => ({ method: 'POST', path: '/api/bulk/complaints/status', body: { ids: [await firstComplaintId(context)], status: 'in_progress' } }),
  },
  'POST /api/bulk/complaints/assign': {
    kind: 'bulk',
    areas: ['/complaints'],
    call: async (context) => ({ method: 'POST', path: '/api/bulk/complaints/assign', body: { ids: [await firstComplaintId(context)], assignee_id: null } }),
  },
  // Support reads the bookings but may not cancel them: the action's own guard refuses it.
  'POST /api/bulk/bookings/cancel': {
    kind: 'bulk',
    areas: ['/booking'],
    call: async ({ t, ids }) => ({ method: 'POST', path: '/api/bulk/bookings/cancel', body: { ids: [await freshBooking(t, ids)], reason: 'Customer called' } }),
  },
  // Each chosen movement through the single reversal (made here, so every call has one to reverse).
  'POST /api/bulk/stock-movements/reverse': {
    kind: 'bulk',
    areas: ['/inventory'],
    call: async (context) => ({ method: 'POST', path: '/api/bulk/stock-movements/reverse', body: { ids: [await freshMovement(context)] } }),
  },
}
