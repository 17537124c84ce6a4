import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { FieldErrors } from '../../src/contract/common'
import { imageRules } from '../../src/contract/catalogue'
import type { ProductStatus, ProductTemplate, templateCreateBody, templateUpdateBody } from '../../src/contract/catalogue'
import { staleMessage } from '../../src/contract/lists'
import type { Db } from '../db/client'
import { brands, categories, productTemplates as t, templateImages } from '../db/schema'
import { nextVersion, sameVersion } from './list-query'
import { getTemplate } from './product-templates'
import { addImages, removeImages } from './template-images'
import type { ImageUpload } from './template-images'
import { Refusal, fail, unlessRefused } from './result'
import type { Outcome } from './result'
import { statsChanged } from './stats-cache'

type TemplateFields = Omit<v.InferOutput<typeof templateCreateBody>, 'images'>
type TemplateUpdate = Omit<v.InferOutput<typeof templateUpdateBody>, 'images'>
type Saved = Outcome<{ template: ProductTemplate }>

export const templateNotFound = 'Product template not found.'
const tooManyImages = `A product template can have at most ${imageRules.maxCount} images`

/** The brand and category must be the organisation's own. */
async function referenceErrors(db: Db, orgId: string, fields: TemplateFields): Promise<FieldErrors | null> {
  const [[brand], [category]] = await Promise.all([
    db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.id, fields.brand_id), eq(brands.orgId, orgId))),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, fields.category_id), eq(categories.orgId, orgId))),
  ])
  const errors: FieldErrors = {}
  if (!brand) errors.brand_id = ['Please choose a brand']
  if (!category) errors.category_id = ['Please choose a category']
  return brand && category ? null : errors
}

const refusedReferences = (errors: FieldErrors) => fail(400, Object.values(errors)[0]?.[0] ?? 'Invalid input', { errors })

const columnsOf = (fields: TemplateFields) => ({
  brandId: fields.brand_id,
  categoryId: fields.category_id,
  name: fields.name,
  description: fields.description,
  hsnCode: fields.hsn_code,
  gstRate: fields.gst_rate,
  status: fields.status,
})

async function saved(db: Db, orgId: string, id: string): Promise<Saved> {
  const template = await getTemplate(db, orgId, id)
  return template ? { ok: true, template } : fail(404, templateNotFound)
}

export async function createTemplate(db: Db, orgId: string, fields: TemplateFields, images: ImageUpload[]): Promise<Saved> {
  const errors = await referenceErrors(db, orgId, fields)
  if (errors) return refusedReferences(errors)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ orgId, ...columnsOf(fields) })
      .returning({ id: t.id })
    if (!row) throw new Error('template insert returned nothing')
    await addImages(tx, orgId, row.id, images)
    return row.id
  })
  statsChanged(db, orgId)
  return saved(db, orgId, id)
}

/** Saves the form over the version it was loaded from; drops `remove_image_ids`, then appends the new images. */
export async function updateTemplate(db: Db, orgId: string, input: TemplateUpdate, images: ImageUpload[]): Promise<Saved> {
  const current = await getTemplate(db, orgId, input.id)
  if (!current) return fail(404, templateNotFound)
  if (Date.parse(current.updated_at) !== Date.parse(input.updated_at)) return fail(409, staleMessage, { current })
  const errors = await referenceErrors(db, orgId, input)
  if (errors) return refusedReferences(errors)
  const outcome = await unlessRefused(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(t)
        .set({ ...columnsOf(input), updatedAt: nextVersion(t.updatedAt) })
        .where(and(eq(t.id, input.id), eq(t.orgId, orgId), sameVersion(t.updatedAt, input.updated_at)))
        .returning({ id: t.id })
      // Someone saved between our read and this write (the row lock makes this check exact).
      if (!row) throw new Refusal(fail(409, staleMessage))
      await removeImages(tx, input.id, input.remove_image_ids)
      const kept = await tx.$count(templateImages, eq(templateImages.templateId, input.id))
      if (kept + images.length > imageRules.maxCount) throw new Refusal(fail(400, tooManyImages, { errors: { images: [tooManyImages] } }))
      await addImages(tx, orgId, input.id, images)
    }),
  )
  if (outcome && !outcome.ok) {
    if (outcome.status !== 409) return outcome
    const latest = await getTemplate(db, orgId, input.id)
    return latest ? fail(409, staleMessage, { current: latest }) : fail(404, templateNotFound)
  }
  statsChanged(db, orgId)
  return saved(db, orgId, input.id)
}

export async function setTemplateStatus(db: Db, orgId: string, id: string, status: ProductStatus): Promise<Saved> {
  const [row] = await db
    .update(t)
    .set({ status, updatedAt: nextVersion(t.updatedAt) })
    .where(and(eq(t.id, id), eq(t.orgId, orgId)))
    .returning({ id: t.id })
  if (!row) return fail(404, templateNotFound)
  statsChanged(db, orgId)
  return saved(db, orgId, id)
}
