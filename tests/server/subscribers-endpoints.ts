import { and, asc, eq } from 'drizzle-orm'
import { brands } from '../../server/areas/catalogue/schema'
import { subscribers } from '../../server/areas/subscribers/schema'
import { get } from './endpoint-kit'
import type { CallContext, Endpoint } from './endpoint-kit'

/** The organisation of the context's ids (the shared rows carry catalogue ids only). */
export async function orgOf({ t, ids }: CallContext): Promise<string> {
  const [brand] = await t.db.select({ orgId: brands.org_id }).from(brands).where(eq(brands.id, ids.brandId))
  if (!brand) throw new Error('unknown brand')
  return brand.orgId
}

export async function firstSubscriber(context: CallContext) {
  const [row] = await context.t.db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.org_id, await orgOf(context))))
    .orderBy(asc(subscribers.since))
    .limit(1)
  if (!row) throw new Error('no seeded subscriber')
  return row.id
}

/** The subscribers rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/subscribers/get_erp_subscribers': { kind: 'list', areas: ['/subscribers'], call: () => get('/api/subscribers/get_erp_subscribers') },
  'GET /api/subscribers/get_erp_subscribers/{id}': {
    kind: 'detail',
    areas: ['/subscribers'],
    call: async (context) => get(`/api/subscribers/get_erp_subscribers/${await firstSubscriber(context)}`),
  },
}
