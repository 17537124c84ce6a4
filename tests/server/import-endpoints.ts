import { eq } from 'drizzle-orm'
import { productVariants } from '../../server/areas/catalogue/schema'
import type { Endpoint } from './endpoint-kit'

/** The importers' rows of the shared-rules table (tests/server/endpoints.ts): a dry run stores nothing, so it is a read. */
export const endpoints: Record<string, Endpoint> = {
  'POST /api/import/product_variants (dry run)': {
    kind: 'read',
    areas: ['/products/variants'],
    call: ({ ids, unique }) => ({
      method: 'POST',
      path: '/api/import/product_variants',
      body: {
        dry_run: true,
        rows: [{ sku: `RULES-${unique}`.slice(0, 40), name: 'Shared rules', brand: ids.brandId, template: ids.templateId, mrp: '100', price: '90' }],
      },
    }),
  },
  'POST /api/import/promo_codes (dry run)': {
    kind: 'read',
    areas: ['/promo-codes'],
    call: ({ ids, unique }) => ({
      method: 'POST',
      path: '/api/import/promo_codes',
      body: {
        dry_run: true,
        rows: [
          {
            code: `R${unique}`.slice(0, 20),
            brand: ids.brandId,
            discount_type: 'percent',
            discount_value: '5',
            starts_at: '2026-01-01',
            ends_at: '2026-02-01',
          },
        ],
      },
    }),
  },
  'POST /api/import/inventory_counts (dry run)': {
    kind: 'read',
    areas: ['/inventory'],
    call: async ({ t, ids }) => {
      const [variant] = await t.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, ids.variantId))
      return {
        method: 'POST',
        path: '/api/import/inventory_counts',
        body: { dry_run: true, rows: [{ sku: variant?.sku ?? 'NONE', location: 'hyd', on_hand: '5' }] },
      }
    },
  },
  'POST /api/import/employees (dry run)': {
    kind: 'read',
    areas: ['/employees'],
    call: () => ({
      method: 'POST',
      path: '/api/import/employees',
      body: { dry_run: true, rows: [{ name: 'Shared rules', phone: '7000000099', email: 'rules@example.com', city: 'hyd', regions: 'Madhapur' }] },
    }),
  },
}
