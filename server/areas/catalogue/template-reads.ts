import { asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { ProductTemplate, TemplateListParams } from '../../../src/contract/catalogue'
import type { Db } from '../../db/client'
import { brands, categories, productTemplates as t, productVariants, templateImages } from './schema'
import { isoDates } from '../../kit/list-query'
import { mediaUrl } from '../../kit/uploads'
import { resourceReads } from '../../kit/resource-reads'

const variantCount = sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.template_id} = ${t.id})`
const { org_id: _, ...own } = getTableColumns(t)
const columns = { ...own, brand_name: brands.name, category_name: categories.name, variant_count: variantCount }

export const { list: listTemplates, get: getTemplate } = resourceReads({
  table: t,
  select: (db: Db) => db.select(columns).from(t).innerJoin(brands, eq(brands.id, t.brand_id)).innerJoin(categories, eq(categories.id, t.category_id)),
  // The search reads the brand's name.
  countFrom: (db) => db.select({ value: count() }).from(t).innerJoin(brands, eq(brands.id, t.brand_id)),
  toItems: async (db, rows): Promise<ProductTemplate[]> => {
    const ids = rows.map((row) => row.id)
    const images = ids.length
      ? await db
          .select({ id: templateImages.id, templateId: templateImages.template_id })
          .from(templateImages)
          .where(inArray(templateImages.template_id, ids))
          .orderBy(asc(templateImages.position), asc(templateImages.created_at))
      : []
    return rows.map((row) => ({
      ...isoDates(row),
      gst_rate: row.gst_rate as ProductTemplate['gst_rate'],
      images: images.filter((image) => image.templateId === row.id).map((image) => ({ id: image.id, url: mediaUrl(image.id) })),
    }))
  },
  order: { by: { name: t.name, created_at: t.created_at, updated_at: t.updated_at, variant_count: variantCount }, default: '-created_at' },
  search: [t.name, t.hsn_code, brands.name],
  filters: (params: TemplateListParams) => [
    params.status ? eq(t.status, params.status) : undefined,
    params.brand_id ? eq(t.brand_id, params.brand_id) : undefined,
    params.category_id ? eq(t.category_id, params.category_id) : undefined,
  ],
})
