import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { Finder } from '../../kit/search'
import { shape } from '../../kit/search'
import { brands, productTemplates, productVariants } from './schema'

// The palette finds variants by name or any part of their SKU, templates and brands by name.

export const variantFinder: Finder = {
  order: 4,
  area: '/products/variants',
  select: (db, orgId, query) =>
    query.code
      ? db
          .select(shape(productVariants.id, productVariants.name, productVariants.sku))
          .from(productVariants)
          .where(
            and(
              eq(productVariants.org_id, orgId),
              query.text
                ? or(ilike(productVariants.sku, query.contains), ilike(productVariants.name, query.contains))
                : ilike(productVariants.sku, query.contains),
            ),
          )
          .orderBy(asc(productVariants.name))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'variant', id: row.id, title: row.title, subtitle: row.subtitle, path: `/products/variants/update/${row.id}` }),
}

export const templateFinder: Finder = {
  order: 5,
  area: '/products/templates',
  select: (db, orgId, query) =>
    query.text
      ? db
          .select(shape(productTemplates.id, productTemplates.name, productTemplates.hsn_code))
          .from(productTemplates)
          .where(and(eq(productTemplates.org_id, orgId), ilike(productTemplates.name, query.contains)))
          .orderBy(asc(productTemplates.name))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'template', id: row.id, title: row.title, subtitle: `HSN ${row.subtitle}`, path: `/products/templates/update/${row.id}` }),
}

export const brandFinder: Finder = {
  order: 6,
  area: '/brands-list',
  select: (db, orgId, query) =>
    query.text
      ? db
          .select(shape(brands.id, brands.name, sql`case when ${brands.is_active} then 'Active' else 'Inactive' end`))
          .from(brands)
          .where(and(eq(brands.org_id, orgId), ilike(brands.name, query.contains)))
          .orderBy(asc(brands.name))
          .limit(query.limit)
      : null,
  hit: (row) => ({ type: 'brand', id: row.id, title: row.title, subtitle: row.subtitle, path: `/brands-list/update/${row.id}` }),
}
