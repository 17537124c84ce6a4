import { and, asc, count, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Brand, BrandListParams, Category } from '../../../src/contract/catalogue'
import type { Option } from '../../../src/contract/lists'
import type { Db } from '../../db/client'
import { brands, categories, productTemplates, productVariants } from './schema'
import { iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'

/** Templates and variants per brand of the organisation, joined to the brand rows. */
function brandCounts(db: Db, orgId: string) {
  const templates = db
    .select({ brandId: productTemplates.brand_id, value: count().as('template_count') })
    .from(productTemplates)
    .where(eq(productTemplates.org_id, orgId))
    .groupBy(productTemplates.brand_id)
    .as('template_counts')
  const variants = db
    .select({ brandId: productTemplates.brand_id, value: count().as('variant_count') })
    .from(productVariants)
    .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id))
    .where(eq(productVariants.org_id, orgId))
    .groupBy(productTemplates.brand_id)
    .as('variant_counts')
  return { templates, variants }
}

// The counts' columns as the joined subqueries name them, so the ordering can name them too.
const countOf = (subquery: string, column: string) => sql<number>`coalesce(${sql.identifier(subquery)}.${sql.identifier(column)}, 0)::int`
const templateCount = countOf('template_counts', 'template_count')
const variantCount = countOf('variant_counts', 'variant_count')

/** Brands with their template and variant counts. */
function selectBrands(db: Db, orgId: string) {
  const counts = brandCounts(db, orgId)
  const { id, name, logo_url, is_active, created_at, updated_at } = brands
  return db
    .select({ id, name, logo_url, is_active, template_count: templateCount, variant_count: variantCount, created_at, updated_at })
    .from(brands)
    .leftJoin(counts.templates, eq(counts.templates.brandId, brands.id))
    .leftJoin(counts.variants, eq(counts.variants.brandId, brands.id))
}

type BrandRow = Omit<Brand, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date }
const brandOf = (row: BrandRow): Brand => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) })

/** The /brands-list screen (brands with how many templates and variants each has), and one brand. */
export const { list: listBrands, get: getBrand } = resourceReads({
  table: brands,
  select: selectBrands,
  toItem: brandOf,
  order: { by: { name: brands.name, created_at: brands.created_at, template_count: templateCount, variant_count: variantCount }, default: 'name' },
  search: [brands.name],
  filters: (params: BrandListParams) => [params.is_active === undefined ? undefined : eq(brands.is_active, params.is_active)],
})

/** Dropdowns offer active brands, templates and variants only. */
export async function brandOptions(db: Db, orgId: string): Promise<Option[]> {
  return db
    .select({ label: brands.name, value: brands.id })
    .from(brands)
    .where(and(eq(brands.org_id, orgId), eq(brands.is_active, true)))
    .orderBy(asc(brands.name))
}

export async function templateOptions(db: Db, orgId: string, brandId: string): Promise<Option[]> {
  return db
    .select({ label: productTemplates.name, value: productTemplates.id })
    .from(productTemplates)
    .where(and(eq(productTemplates.org_id, orgId), eq(productTemplates.brand_id, brandId), eq(productTemplates.status, 'active')))
    .orderBy(asc(productTemplates.name), asc(productTemplates.id))
}

export async function variantOptions(db: Db, orgId: string, templateId: string): Promise<Option[]> {
  return db
    .select({ label: sql<string>`${productVariants.name} || ' (' || ${productVariants.sku} || ')'`, value: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.org_id, orgId), eq(productVariants.template_id, templateId), eq(productVariants.status, 'active')))
    .orderBy(asc(productVariants.sku))
}

/** Every category of the organisation, parents first, for the template form. */
export async function listCategories(db: Db, orgId: string): Promise<Category[]> {
  const parent = alias(categories, 'parent')
  return db
    .select({ id: categories.id, name: categories.name, parent_id: categories.parent_id, parent_name: parent.name })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parent_id))
    .where(eq(categories.org_id, orgId))
    .orderBy(sql`coalesce(${parent.name}, ${categories.name})`, sql`${categories.parent_id} is not null`, asc(categories.name))
}
