import { variantGridPaths } from '../../src/contract/catalogue/variant-grid'
import { productVariants } from '../../server/areas/catalogue/schema'
import { get, valueOf, versionOf } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/** The variants' price and stock grid in the shared-rules table (tests/server/endpoints.ts): its read, and its save as a bulk write. */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/add_products/variant_grid': { kind: 'read', areas: ['/products/variants'], call: () => get(`${variantGridPaths.read}?status=active`) },
  'PATCH /api/bulk/variant-grid': {
    kind: 'bulk',
    areas: ['/products/variants'],
    call: async (context) => {
      const id = context.ids.variantId
      const price = await valueOf<number>(context, productVariants, productVariants.price_paise, id)
      return {
        method: 'PATCH',
        path: variantGridPaths.save,
        body: { rows: [{ id, updated_at: await versionOf(context, productVariants, id), price_paise: price ?? 100 }] },
      }
    },
  },
}
