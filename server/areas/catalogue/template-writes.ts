import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { imageRules } from '../../../src/contract/catalogue'
import type { ProductStatus, ProductTemplate, templateCreateBody, templateUpdateBody } from '../../../src/contract/catalogue'
import { templateLabels } from '../../../src/contract/catalogue/list'
import type { Db } from '../../db/client'
import type { KeyedCreate } from '../../kit/idempotency'
import { brands, categories, productTemplates, templateImages } from './schema'
import { createOwned, referenceErrors, setStatus, updateVersioned } from '../../kit/owned-writes'
import type { Saved, WriteArea } from '../../kit/owned-writes'
import { getTemplate } from './template-reads'
import { Refusal, fail } from '../../kit/result'
import { readImages } from '../../kit/uploads'
import { addImages, removeImages } from './template-images'
import { chooseBrand, chooseCategory, templateNotFound as templateNotFoundText } from '../../../src/paraglide/m/catalogue'
import { templateTooManyImages } from '../../../src/paraglide/m/server'

type TemplateCreate = v.InferOutput<typeof templateCreateBody>

const tooManyImages = () => templateTooManyImages({ count: imageRules.maxCount })
const area: WriteArea<typeof productTemplates, ProductTemplate> = {
  table: productTemplates,
  notFound: templateNotFoundText,
  read: getTemplate,
  history: { type: 'product_template', label: (row) => row.name, labels: templateLabels, omit: ['variant_count'] },
}

/** The brand and category must be the organisation's own. */
const refusedReferences = (db: Db, orgId: string, input: Pick<TemplateCreate, 'brand_id' | 'category_id'>) =>
  referenceErrors(db, orgId, input, { brand_id: [brands, chooseBrand()], category_id: [categories, chooseCategory()] })

/** `key`: the request's Idempotency-Key, written in the create's transaction. */
export async function createTemplate(db: Db, orgId: string, { images: files, ...values }: TemplateCreate, key?: KeyedCreate): Promise<Saved<ProductTemplate>> {
  const read = await readImages(files)
  if (!read.ok) return read
  return (await refusedReferences(db, orgId, values)) ?? createOwned(db, orgId, area, { values, also: (tx, id) => addImages(tx, orgId, id, read.images), key })
}

/** Saves the form over the version it was loaded from; drops `remove_image_ids`, then appends the new images. */
export async function updateTemplate(db: Db, orgId: string, input: v.InferOutput<typeof templateUpdateBody>): Promise<Saved<ProductTemplate>> {
  const { id, updated_at, remove_image_ids, images: files, ...values } = input
  const read = await readImages(files)
  if (!read.ok) return read
  return updateVersioned(db, orgId, area, {
    id,
    updated_at,
    values,
    check: () => refusedReferences(db, orgId, input),
    also: async (tx) => {
      await removeImages(tx, id, remove_image_ids)
      const kept = await tx.$count(templateImages, eq(templateImages.template_id, id))
      if (kept + read.images.length > imageRules.maxCount) throw new Refusal(fail(400, tooManyImages(), { errors: { images: [tooManyImages()] } }))
      await addImages(tx, orgId, id, read.images)
    },
  })
}

export const setTemplateStatus = (db: Db, orgId: string, id: string, change: { status: ProductStatus }) => setStatus(db, orgId, area, id, change)
