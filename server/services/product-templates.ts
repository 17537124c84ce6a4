import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { ProductTemplate, TemplateListParams } from '../../src/contract/catalogue'
import type { Db } from '../db/client'
import { brands, categories, productTemplates, productVariants, templateImages } from '../db/schema'
import { iso, isUuid, orderingSql, pageOf, searchSql } from './list-query'
import type { ListResult } from './list-query'

const t = productTemplates
const variantCount = sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.templateId} = ${t.id})`
const columns = {
  id: t.id,
  brand_id: t.brandId,
  brand_name: brands.name,
  category_id: t.categoryId,
  category_name: categories.name,
  name: t.name,
  description: t.description,
  hsn_code: t.hsnCode,
  gst_rate: t.gstRate,
  status: t.status,
  variant_count: variantCount,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
}
const ordering = { name: t.name, created_at: t.createdAt, updated_at: t.updatedAt, variant_count: variantCount }

/** The public address of a stored image (see templateImages in schema.ts for why it needs no token). */
export const mediaUrl = (id: string) => `/api/media/${id}`

const selectTemplates = (db: Db) =>
  db.select(columns).from(t).innerJoin(brands, eq(brands.id, t.brandId)).innerJoin(categories, eq(categories.id, t.categoryId))

type Row = Awaited<ReturnType<ReturnType<typeof selectTemplates>['execute']>>[number]

async function withImages(db: Db, rows: Row[]): Promise<ProductTemplate[]> {
  const ids = rows.map((row) => row.id)
  const images = ids.length
    ? await db
        .select({ id: templateImages.id, templateId: templateImages.templateId })
        .from(templateImages)
        .where(inArray(templateImages.templateId, ids))
        .orderBy(asc(templateImages.position), asc(templateImages.createdAt))
    : []
  return rows.map(({ createdAt, updatedAt, gst_rate, ...row }) => ({
    ...row,
    gst_rate: gst_rate as ProductTemplate['gst_rate'],
    images: images.filter((image) => image.templateId === row.id).map((image) => ({ id: image.id, url: mediaUrl(image.id) })),
    created_at: iso(createdAt),
    updated_at: iso(updatedAt),
  }))
}

function templateFilter(orgId: string, params: TemplateListParams): SQL | undefined {
  return and(
    eq(t.orgId, orgId),
    searchSql(params.search, [t.name, t.hsnCode, brands.name]),
    params.status ? eq(t.status, params.status) : undefined,
    params.brand_id ? eq(t.brandId, params.brand_id) : undefined,
    params.category_id ? eq(t.categoryId, params.category_id) : undefined,
  )
}

export async function listTemplates(db: Db, orgId: string, params: TemplateListParams): Promise<ListResult<ProductTemplate>> {
  const where = templateFilter(orgId, params)
  const { limit, offset } = pageOf(params)
  const [rows, [total]] = await Promise.all([
    selectTemplates(db)
      .where(where)
      .orderBy(...orderingSql(params.ordering, ordering, '-created_at', t.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(t).innerJoin(brands, eq(brands.id, t.brandId)).where(where),
  ])
  return { rows: await withImages(db, rows), total: total?.value ?? 0 }
}

/** One template of the organisation; null for an unknown id or another organisation's. */
export async function getTemplate(db: Db, orgId: string, id: string): Promise<ProductTemplate | null> {
  if (!isUuid(id)) return null
  const rows = await selectTemplates(db).where(and(eq(t.id, id), eq(t.orgId, orgId)))
  const [template] = await withImages(db, rows)
  return template ?? null
}
