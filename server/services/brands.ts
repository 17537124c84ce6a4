import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Brand, BrandListParams, Category } from '../../src/contract/catalogue'
import type { Option } from '../../src/contract/lists'
import type { Db } from '../db/client'
import { brands, categories, productTemplates, productVariants } from '../db/schema'
import { iso, orderingSql, pageOf, searchSql } from './list-query'
import type { ListResult } from './list-query'

/** Templates and variants per brand of the organisation, joined to the brand rows. */
function brandCounts(db: Db, orgId: string) {
  const templates = db
    .select({ brandId: productTemplates.brandId, value: count().as('template_count') })
    .from(productTemplates)
    .where(eq(productTemplates.orgId, orgId))
    .groupBy(productTemplates.brandId)
    .as('template_counts')
  const variants = db
    .select({ brandId: productTemplates.brandId, value: count().as('variant_count') })
    .from(productVariants)
    .innerJoin(productTemplates, eq(productTemplates.id, productVariants.templateId))
    .where(eq(productVariants.orgId, orgId))
    .groupBy(productTemplates.brandId)
    .as('variant_counts')
  return { templates, variants }
}

function brandFilter(orgId: string, params: BrandListParams): SQL | undefined {
  return and(
    eq(brands.orgId, orgId),
    searchSql(params.search, [brands.name]),
    params.is_active === undefined ? undefined : eq(brands.isActive, params.is_active),
  )
}

/** The /brands-list screen: brands with how many templates and variants each has. */
export async function listBrands(db: Db, orgId: string, params: BrandListParams): Promise<ListResult<Brand>> {
  const where = brandFilter(orgId, params)
  const { limit, offset } = pageOf(params)
  const counts = brandCounts(db, orgId)
  const templateCount = sql<number>`coalesce(${counts.templates.value}, 0)::int`
  const variantCount = sql<number>`coalesce(${counts.variants.value}, 0)::int`
  const ordering = { name: brands.name, created_at: brands.createdAt, template_count: templateCount, variant_count: variantCount }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        logo_url: brands.logoUrl,
        is_active: brands.isActive,
        template_count: templateCount,
        variant_count: variantCount,
        createdAt: brands.createdAt,
        updatedAt: brands.updatedAt,
      })
      .from(brands)
      .leftJoin(counts.templates, eq(counts.templates.brandId, brands.id))
      .leftJoin(counts.variants, eq(counts.variants.brandId, brands.id))
      .where(where)
      .orderBy(...orderingSql(params.ordering, ordering, 'name', brands.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(brands).where(where),
  ])
  return {
    rows: rows.map(({ createdAt, updatedAt, ...row }) => ({ ...row, created_at: iso(createdAt), updated_at: iso(updatedAt) })),
    total: total?.value ?? 0,
  }
}

/** Dropdowns offer active brands, templates and variants only. */
export async function brandOptions(db: Db, orgId: string): Promise<Option[]> {
  return db
    .select({ label: brands.name, value: brands.id })
    .from(brands)
    .where(and(eq(brands.orgId, orgId), eq(brands.isActive, true)))
    .orderBy(asc(brands.name))
}

export async function templateOptions(db: Db, orgId: string, brandId: string): Promise<Option[]> {
  return db
    .select({ label: productTemplates.name, value: productTemplates.id })
    .from(productTemplates)
    .where(and(eq(productTemplates.orgId, orgId), eq(productTemplates.brandId, brandId), eq(productTemplates.status, 'active')))
    .orderBy(asc(productTemplates.name), asc(productTemplates.id))
}

export async function variantOptions(db: Db, orgId: string, templateId: string): Promise<Option[]> {
  return db
    .select({ label: sql<string>`${productVariants.name} || ' (' || ${productVariants.sku} || ')'`, value: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.orgId, orgId), eq(productVariants.templateId, templateId), eq(productVariants.status, 'active')))
    .orderBy(asc(productVariants.sku))
}

/** Every category of the organisation, parents first, for the template form. */
export async function listCategories(db: Db, orgId: string): Promise<Category[]> {
  const parent = alias(categories, 'parent')
  return db
    .select({ id: categories.id, name: categories.name, parent_id: categories.parentId, parent_name: parent.name })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.orgId, orgId))
    .orderBy(sql`coalesce(${parent.name}, ${categories.name})`, sql`${categories.parentId} is not null`, asc(categories.name))
}
