import { and, eq } from 'drizzle-orm'
import { brands, inventory, productTemplates, productVariants } from './schema'
import { countOf, dailyCounts } from '../../kit/tiles'
import type { CountProvider, Dated, SeriesProvider } from '../../kit/tiles'
import { lowStock } from './variant-reads'
import { brandsTitle, templatesTitle, tileLowStock, tileVariantsAdded, variantsTitle } from '../../../src/paraglide/m/catalogue'

export const catalogueCounts: CountProvider[] = [
  {
    key: 'brands',
    label: brandsTitle,
    path: '/brands-list',
    count: (orgId) => countOf(brands, eq(brands.org_id, orgId)),
  },
  {
    key: 'product_templates',
    label: templatesTitle,
    path: '/products/templates',
    count: (orgId) => countOf(productTemplates, eq(productTemplates.org_id, orgId)),
  },
  {
    key: 'product_variants',
    label: variantsTitle,
    path: '/products/variants',
    count: (orgId) => countOf(productVariants, eq(productVariants.org_id, orgId)),
  },
  {
    key: 'low_stock',
    label: tileLowStock,
    path: '/inventory',
    count: (orgId) => countOf(inventory, and(eq(inventory.org_id, orgId), lowStock)),
  },
]

const variantDates: Dated = { table: productVariants, orgId: productVariants.org_id, createdAt: productVariants.created_at }

export const catalogueSeries: SeriesProvider[] = [
  {
    key: 'variants_added',
    label: tileVariantsAdded,
    path: '/products/variants',
    points: (orgId, days) => dailyCounts(variantDates, orgId, days),
  },
]
