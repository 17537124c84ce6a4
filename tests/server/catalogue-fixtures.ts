import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { demoOrgId, lotusOrgId } from '../../server/db/demo'
import { brands, categories, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import type { TestContext } from './helpers'

export { demoOrgId, lotusOrgId }

/** A demo user by role: owner, manager, catalogue, marketing, support, finance, surveyor or dispatcher. */
export const signInAs = (t: TestContext, role: string) => t.signIn(`${role}@kesar.example`, 'Kesar@2026')

export type OrgIds = { brandId: string; categoryId: string; templateId: string; variantId: string; promoCodeId: string }

/** One seeded row of each kind for the organisation: an active brand, one of its templates and that template's variant. */
export async function idsOf(db: Db, orgId: string): Promise<OrgIds> {
  const [row] = await db
    .select({ brandId: brands.id, categoryId: productTemplates.category_id, templateId: productTemplates.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id))
    .innerJoin(brands, eq(brands.id, productTemplates.brand_id))
    .where(and(eq(productVariants.org_id, orgId), eq(brands.is_active, true)))
    .orderBy(asc(productVariants.sku))
    .limit(1)
  const [promo] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.org_id, orgId)).limit(1)
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.org_id, orgId)).limit(1)
  if (!row || !promo || !category) throw new Error(`organisation ${orgId} has no seeded catalogue`)
  return { ...row, categoryId: row.categoryId ?? category.id, promoCodeId: promo.id }
}

const pad = (head: number[], size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  return bytes
}
/** Files whose first bytes are the real signatures; the rest is padding. */
export const pngBytes = (size = 256) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)
export const jpegBytes = (size = 256) => pad([0xff, 0xd8, 0xff, 0xe0], size)
export const webpBytes = (size = 256) =>
  pad(
    [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...'WEBP'].map((c) => c.charCodeAt(0)),
      ),
    size,
  )
export const imageFile = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type })

/** A multipart body from plain fields and files, as the app's FormData. */
export function formData(fields: Record<string, string | number>, files: File[] = [], fileField = 'images'): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  for (const file of files) form.append(fileField, file)
  return form
}

const day = 86_400_000
/** A valid promo-code create body for the brand; override any field. */
export const promoBody = (brandId: string, overrides: Record<string, unknown> = {}) => ({
  code: 'TESTCODE10',
  description: 'Test offer',
  discount_type: 'percent',
  discount_value: 10,
  max_discount_paise: 50_000,
  min_order_paise: 99_900,
  usage_limit: 100,
  per_user_limit: 2,
  starts_at: new Date(Date.now() - day).toISOString(),
  ends_at: new Date(Date.now() + 30 * day).toISOString(),
  brand_id: brandId,
  ...overrides,
})
