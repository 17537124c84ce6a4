import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import type { Area } from '../../kit/area'
import { recordNotes } from '../inbox'
import { productVariants } from './schema'
import { addStarterCategories } from './starter-categories'
import { brandBulk, movementBulk, templateBulk, variantBulk } from './bulk'
import { brandRoutes, brandUpload } from './brand-routes'
import { inventoryImportMount } from './inventory-import'
import { inventoryRoutes } from './inventory-routes'
import { addFirstLocation } from './locations'
import { mediaRoutes } from './media-routes'
import { stockRoutes } from './stock-routes'
import { catalogueOptionRoutes, categoryRoutes } from './option-routes'
import { productRoutes, templateUpload } from './routes'
import { catalogueCounts, catalogueSeries } from './tiles'
import { catalogueSeed } from './seed'
import { variantGridMount, variantGridSaveMount } from './variant-grid-routes'
import { variantImportMount } from './variant-import'
import { brandFinder, templateFinder, variantFinder } from './finders'

/** A variant's SKU when the organisation has it (its notes, docs/areas/inbox.md#notes-on-records). */
async function variantSku(tx: Tx, orgId: string, id: string) {
  const [row] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.org_id, orgId), eq(productVariants.id, id)))
  return row?.sku ?? null
}
const variantNotes = recordNotes({ type: 'product_variant', area: '/products/variants', find: variantSku, link: (id) => `/products/variants/update/${id}` })

/**
 * Brands, product templates and variants, categories, locations, stock and its movements, the dropdowns the forms share
 * and their stored images.
 */
export const catalogue: Area = {
  name: 'catalogue',
  finders: [variantFinder, templateFinder, brandFinder],
  mounts: [
    { prefix: '/api/add_products', routes: productRoutes, upload: templateUpload },
    { prefix: '/api/add_products', routes: categoryRoutes },
    { prefix: '/api/add_products', routes: inventoryRoutes },
    { prefix: '/api/promocode', routes: catalogueOptionRoutes },
    { prefix: '/api/brands', routes: brandRoutes, upload: brandUpload },
    { prefix: '/api/stock', routes: stockRoutes },
    brandBulk,
    templateBulk,
    variantBulk,
    movementBulk,
    variantImportMount,
    inventoryImportMount,
    variantGridMount,
    variantGridSaveMount,
    // Stored images (template photos, brand logos) by id, for <img> tags.
    { prefix: '/api/media', routes: mediaRoutes },
    { prefix: '/api/notes', routes: variantNotes },
  ],
  tiles: { counts: catalogueCounts, series: catalogueSeries },
  seed: catalogueSeed,
  organisationCreated: async (tx, orgId) => {
    await addStarterCategories(tx, orgId)
    await addFirstLocation(tx, orgId)
  },
}
