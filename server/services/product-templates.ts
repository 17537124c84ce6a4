import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { ProductTemplate, TemplateListParams } from '../../src/contract/catalogue'
import type { Db } from '../db/client'
import { brands, categories, productTemplates as t, productVariants, templateImages } from '../db/schema'
import { iso, isUuid, orderingSql, pageAndTotal, pageOf, searchSql, totalOf } from './list-query'
import type { ListResult } from './list-query'

const variantCount = sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.template_id} = ${t.id})`
const { org_id: _, ...own } = getTableColumns(t)
const columns = { ...own, brand_name: brands.name, category_name: categories.name, variant_count: variantCount }
const ordering = { name: t.name, created_at: t.created_at, updated_at: t.updated_at, variant_count: variantCount }

/** The public address of a stored image (see templateImages in the schema for why it needs no token). */
const mediaUrl = (id: string) => `/api/media/${id}`

const selectTemplates = (db: Db) =>
  db.select(columns).from(t).innerJoin(brands, eq(brands.id, t.brand_id)).innerJoin(categories, eq(categories.id, t.category_id))

type Row = Awaited<ReturnType<ReturnType<typeof selectTemplates>['execute']>>[number]

async function withImages(db: Db, rows: Row[]): Promise<ProductTemplate[]> {
  const ids = rows.map((row) => row.id)
  const images = ids.length
    ? await db
        .select({ id: templateImages.id, templateId: templateImages.template_id })
        .from(templateImages)
        .where(inArray(templateImages.template_id, ids))
        .orderBy(asc(templateImages.position), asc(templateImages.created_at))
    : []
  return rows.map((row) => ({
    ...row,
    gst_rate: row.gst_rate as ProductTemplate['gst_rate'],
    images: images.filter((image) => image.templateId === row.id).map((image) => ({ id: image.id, url: mediaUrl(image.id) })),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }))
}

function templateFilter(orgId: string, params: TemplateListParams): SQL | undefined {
  return and(
    eq(t.org_id, orgId),
    searchSql(params.search, [t.name, t.hsn_code, brands.name]),
    params.status ? eq(t.status, params.status) : undefined,
    params.brand_id ? eq(t.brand_id, params.brand_id) : undefined,
    params.category_id ? eq(t.category_id, params.category_id) : undefined,
  )
}

export async function listTemplates(db: Db, orgId: string, params: TemplateListParams): Promise<ListResult<ProductTemplate>> {
  const where = templateFilter(orgId, params)
  const page = pageOf(params)
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      selectTemplates(db)
        .where(where)
        .orderBy(...orderingSql(params.ordering, ordering, '-created_at', t.id))
        .limit(page.limit)
        .offset(page.offset),
    // The search reads the brand's name.
    () => totalOf(db.select({ value: count() }).from(t).innerJoin(brands, eq(brands.id, t.brand_id)).where(where)),
  )
  return { rows: await withImages(db, rows), total }
}

/** One template of the organisation; null for an unknown id or another organisation's. */
export async function getTemplate(db: Db, orgId: string, id: string): Promise<ProductTemplate | null> {
  if (!isUuid(id)) return null
  const [template] = await withImages(db, await selectTemplates(db).where(and(eq(t.id, id), eq(t.org_id, orgId))))
  return template ?? null
}
